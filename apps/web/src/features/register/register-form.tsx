'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '../../i18n/navigation';
import { AccountFieldset } from './account-fieldset';
import { BankFieldset } from './bank-fieldset';
import { ConsentField } from './consent-field';
import { RegisterSuccess } from './register-success';
import { useRegisterForm } from './use-register-form';

/** Registration: the member's account, their bank details, consent to the terms, then the result. */
export function RegisterForm() {
  const t = useTranslations('register');
  const router = useRouter();
  const form = useRegisterForm();

  return (
    <>
      <form
        onSubmit={(event) => void form.submit(event)}
        noValidate
        aria-label={t('formLabel')}
        className="flex flex-col gap-6"
      >
        <AccountFieldset form={form} />
        <BankFieldset form={form} />
        <ConsentField form={form} />
        {form.failure ? (
          <p role="alert" className="rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
            {t(form.failure)}
          </p>
        ) : null}
        <button type="submit" className="btn-gold h-12 w-full text-base" disabled={form.pending}>
          {form.pending ? t('submitting') : t('submit')}
        </button>
      </form>
      {form.registered ? (
        <RegisterSuccess
          userId={form.registered.userId}
          signedIn={form.registered.signedIn}
          onContinue={() => router.push(form.registered?.signedIn ? '/' : '/login')}
        />
      ) : null}
    </>
  );
}
