'use client';

import { useTranslations } from 'next-intl';
import { BANKS } from './banks';
import { FormField } from './form-field';
import { fieldId, type RegisterFormState } from './use-register-form';

/** Where money goes: bank, owner and number, the exchange password for withdrawals, the agent code. */
export function BankFieldset({ form }: { form: RegisterFormState }) {
  const t = useTranslations('register');
  const { error, inputProps } = form;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-gold-300">{t('sections.bank')}</legend>
      <FormField
        id={fieldId('bankname')}
        label={t('fields.bankname')}
        hint={t('hints.bankname')}
        error={error('bankname')}
      >
        <select {...inputProps('bankname')}>
          <option value="">{t('bankPlaceholder')}</option>
          {BANKS.map((bank) => (
            <option key={bank.key} value={bank.value}>
              {t(`banks.${bank.key}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={fieldId('bankOwner')}
        label={t('fields.bankOwner')}
        hint={t('hints.bankOwner')}
        error={error('bankOwner')}
      >
        <input {...inputProps('bankOwner')} autoComplete="name" maxLength={30} />
      </FormField>
      <FormField
        id={fieldId('banknum')}
        label={t('fields.banknum')}
        hint={t('hints.banknum')}
        error={error('banknum')}
      >
        <input {...inputProps('banknum')} inputMode="numeric" maxLength={30} />
      </FormField>
      <FormField
        id={fieldId('exchangePassword')}
        label={t('fields.exchangePassword')}
        hint={t('hints.exchangePassword')}
        error={error('exchangePassword')}
      >
        <input
          {...inputProps('exchangePassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
        />
      </FormField>
      <FormField id={fieldId('code')} label={t('fields.code')} hint={t('hints.code')} error={error('code')}>
        <input {...inputProps('code')} autoComplete="off" maxLength={32} />
      </FormField>
    </fieldset>
  );
}
