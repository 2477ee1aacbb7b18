import { getTranslations } from 'next-intl/server';
import { VisitorOnly } from '../session';
import { RegisterForm } from './register-form';

export async function RegisterPage() {
  const t = await getTranslations('register');
  return (
    <VisitorOnly>
      <div className="mx-auto w-full max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
        <section className="card p-5 sm:p-8">
          <h1 className="mb-1 text-2xl font-bold text-gold-200">{t('title')}</h1>
          <p className="mb-6 text-sm text-slate-400">{t('subtitle')}</p>
          <RegisterForm />
        </section>
      </div>
    </VisitorOnly>
  );
}
