import { getTranslations } from 'next-intl/server';
import { PageFrame } from '../../components/page-frame';
import { Link } from '../../i18n/navigation';
import { LEGAL_PAGES, type LegalPageName } from './legal-sections';

/** Where the responsible-gaming page sends a member: the site's own tools on my page. */
const TOOLS = [
  { key: 'limits', href: '/user#play-limits' },
  { key: 'exclusion', href: '/user#self-exclusion' },
  { key: 'support', href: '/help' },
] as const;

/**
 * One of the operator's published pages: terms, privacy or responsible gaming. Rendered on the
 * server from the page's messages, so it reads without scripts and for visitors as for members.
 */
export async function LegalPage({ page }: { page: LegalPageName }) {
  const [t, common] = await Promise.all([getTranslations(`legal.${page}`), getTranslations('legal')]);
  return (
    <PageFrame layout="sheet" title={t('title')}>
      <article className="flex flex-col gap-6 text-sm leading-relaxed text-slate-300" data-legal={page}>
        <p className="text-slate-200">{t('lead')}</p>
        {LEGAL_PAGES[page].sections.map((section) => (
          <section key={section} aria-labelledby={`legal-${section}`} className="flex flex-col gap-2">
            <h2 id={`legal-${section}`} className="text-base font-semibold text-gold-200">
              {t(`sections.${section}.heading`)}
            </h2>
            <p>{t(`sections.${section}.body`)}</p>
          </section>
        ))}
        {page === 'responsible' ? <HelpLinks /> : null}
        <p className="text-xs text-slate-500">{common('updated')}</p>
      </article>
    </PageFrame>
  );
}

async function HelpLinks() {
  const t = await getTranslations('legal.responsible');
  return (
    <>
      <section aria-labelledby="legal-tools" className="flex flex-col gap-2">
        <h2 id="legal-tools" className="text-base font-semibold text-gold-200">
          {t('tools.heading')}
        </h2>
        <ul className="flex flex-col gap-1.5">
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link
                href={tool.href}
                className="text-gold-300 underline underline-offset-2 hover:text-gold-200"
              >
                {t(`tools.${tool.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="legal-helpline"
        className="flex flex-col gap-2 rounded-lg border border-gold-400/30 p-4"
      >
        <h2 id="legal-helpline" className="text-base font-semibold text-gold-200">
          {t('helpline.heading')}
        </h2>
        <p>{t('helpline.body')}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href="tel:1336" className="font-semibold text-gold-300 underline underline-offset-2">
            {t('helpline.call')}
          </a>
          <a
            href="https://www.kcgp.or.kr"
            rel="noopener noreferrer"
            target="_blank"
            className="text-gold-300 underline underline-offset-2"
          >
            {t('helpline.site')}
          </a>
        </p>
      </section>
    </>
  );
}
