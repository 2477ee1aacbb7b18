import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '../../components/language-switcher';
import { loadNotices } from './load-notices';
import { NoticesBox } from './notices-box';

export async function HomePage() {
  const [t, notices] = await Promise.all([getTranslations('home'), loadNotices()]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-5xl flex-col px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-gold-500/20 pb-5">
        <div>
          <h1 className="bg-gradient-to-r from-gold-200 via-gold-400 to-gold-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent">
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-slate-400">{t('tagline')}</p>
        </div>
        <LanguageSwitcher />
      </header>

      <main className="grid flex-1 content-start gap-6 py-8 md:grid-cols-2">
        <NoticesBox notices={notices} />
      </main>

      <footer className="border-t border-white/5 pt-5 text-xs text-slate-500">{t('footer')}</footer>
    </div>
  );
}
