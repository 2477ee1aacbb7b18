import { getTranslations } from 'next-intl/server';

/** The footer: the cookie notice, responsible play and the copyright line. */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="mt-10 border-t border-white/5 bg-navy-950/60 px-4 py-8 text-xs leading-relaxed text-slate-400 sm:px-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-2">
        <p>{t('cookies')}</p>
        <p>{t('responsible')}</p>
        <p className="text-slate-500">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
