'use client';

import { useTranslations } from 'next-intl';
import { FormField } from './form-field';
import { fieldId, type RegisterFormState } from './use-register-form';

/** The 19th birthday's latest possible date, for the date picker's upper bound. */
function latestBirthDate(): string {
  const today = new Date();
  return `${today.getFullYear() - 19}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

/** Who the member is: id and nick (both checked live), password twice, phone and birth date. */
export function AccountFieldset({ form }: { form: RegisterFormState }) {
  const t = useTranslations('register');
  const { error, inputProps } = form;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-gold-300">{t('sections.account')}</legend>
      <FormField
        id={fieldId('userId')}
        label={t('fields.userId')}
        hint={t('hints.userId')}
        error={error('userId')}
        live={form.idLive}
      >
        <input {...inputProps('userId')} autoComplete="username" maxLength={16} />
      </FormField>
      <FormField
        id={fieldId('nick')}
        label={t('fields.nick')}
        hint={t('hints.nick')}
        error={error('nick')}
        live={form.nickLive}
      >
        <input {...inputProps('nick')} autoComplete="nickname" maxLength={12} />
      </FormField>
      <FormField
        id={fieldId('password')}
        label={t('fields.password')}
        hint={t('hints.password')}
        error={error('password')}
      >
        <input {...inputProps('password')} type="password" autoComplete="new-password" maxLength={64} />
      </FormField>
      <FormField
        id={fieldId('passwordConfirm')}
        label={t('fields.passwordConfirm')}
        hint={t('hints.passwordConfirm')}
        error={error('passwordConfirm')}
      >
        <input
          {...inputProps('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
        />
      </FormField>
      <FormField
        id={fieldId('phone')}
        label={t('fields.phone')}
        hint={t('hints.phone')}
        error={error('phone')}
      >
        <input {...inputProps('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={15} />
      </FormField>
      <FormField
        id={fieldId('birthDate')}
        label={t('fields.birthDate')}
        hint={t('hints.birthDate')}
        error={error('birthDate')}
      >
        <input
          {...inputProps('birthDate')}
          type="date"
          min="1900-01-01"
          max={latestBirthDate()}
          autoComplete="bday"
        />
      </FormField>
    </fieldset>
  );
}
