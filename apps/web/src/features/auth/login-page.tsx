import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';
import { VisitorOnly } from '../session';
import { LoginForm } from './login-form';

export async function LoginPage() {
  const t = await getTranslations('auth');
  return (
    <VisitorOnly>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <section className="card p-7">
          <h1 className="mb-1 text-2xl font-bold text-gold-200">{t('title')}</h1>
          <p className="mb-6 text-sm text-slate-400">{t('subtitle')}</p>
          <LoginForm afterSignIn="leave" />
          <Link
            href="/login/help"
            className="mt-4 block text-center text-sm text-slate-300 underline-offset-4 hover:underline"
          >
            {t('forgotPassword')}
          </Link>
        </section>
      </div>
    </VisitorOnly>
  );
}
