import { getTranslations } from 'next-intl/server';
import { LEGAL_PAGES, type LegalPageName } from '../features/legal';
import { Link } from '../i18n/navigation';
import { Brand } from './brand';

const LINKS = Object.keys(LEGAL_PAGES) as LegalPageName[];

/** The footer: the wordmark, the operator's published pages, the cookie notice, responsible play and the copyright line. */
export async function SiteFooter() {
  const [t, legal] = await Promise.all([getTranslations('footer'), getTranslations('legal')]);
  return (
    <footer className="mt-10 border-t border-white/5 bg-navy-950/60 px-4 py-8 text-xs leading-relaxed text-slate-400 sm:px-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-2">
        <div className="mb-2 self-start">
          <Brand />
        </div>
        <nav aria-label={legal('nav')}>
          <ul className="mb-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {LINKS.map((page) => (
              <li key={page}>
                <Link href={LEGAL_PAGES[page].href} className="text-slate-200 hover:text-gold-200">
                  {legal(`${page}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('cookies')}</p>
        <p>{t('responsible')}</p>
        <p className="text-slate-500">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
