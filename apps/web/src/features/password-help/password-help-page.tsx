import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';
import { PasswordHelpForm } from './password-help-form';

/** `/login/help`: the login page's "forgot the password" link. */
export async function PasswordHelpPage() {
  const t = await getTranslations('passwordHelp');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <section className="card p-7">
        <h1 className="mb-1 text-2xl font-bold text-gold-200">{t('title')}</h1>
        <p className="mb-6 text-sm text-slate-400">{t('subtitle')}</p>
        <PasswordHelpForm />
        <Link href="/login" className="btn-ghost mt-3 h-11 w-full">
          {t('backToLogin')}
        </Link>
      </section>
    </div>
  );
}
