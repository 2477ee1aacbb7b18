'use client';

import { callTable } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '../../lib/call-api';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { FormResult, type Result } from '../../components/form-result';
import { useChangeResult } from './change-result';
import { SecretField } from './secret-field';

/** Changes the exchange (withdrawal) password: the login password, then 4–8 new digits of no easy pattern. */
export function ChangeExchangePasswordForm() {
  const t = useTranslations('myPage.exchange');
  const resultOf = useChangeResult({ success: t('success'), pass: t('pass') });
  const errorText = useErrorText('wallet');
  const [result, setResult] = useState<Result>(null);
  const form = useContractForm(callTable['user-change-exchange-password'].body, {
    password: '',
    newExchangePassword: '',
  });
  const { errors } = form.formState;
  const error = (field: 'password' | 'newExchangePassword') =>
    errorText(errors[field], form.getValues(field));

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    const answer = await callApi('user-change-exchange-password', body);
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    if (answer.status === 'success') form.reset();
    setResult(resultOf(answer));
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('heading')}
    >
      <SecretField
        id="xpw-login"
        label={t('loginPassword')}
        autoComplete="current-password"
        field={form.register('password')}
        error={error('password')}
      />
      <SecretField
        id="xpw-new"
        label={t('new')}
        autoComplete="off"
        digits
        field={form.register('newExchangePassword')}
        error={error('newExchangePassword')}
        hint={t('newHint')}
      />
      <FormResult result={result} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="btn-gold h-11 w-full sm:w-auto sm:self-end"
      >
        {t('submit')}
      </button>
    </form>
  );
}
