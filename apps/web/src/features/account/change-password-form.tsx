'use client';

import { callTable } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { callApi } from '../../lib/call-api';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { FormResult, type Result } from '../../components/form-result';
import { useChangeResult } from './change-result';
import { SecretField } from './secret-field';

/** The contract's body, plus the new password typed again (the page's own check: it is not sent). */
const ZChangePasswordForm = callTable['user-change-password'].body
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.newPassword, {
    path: ['confirm'],
    message: 'password_mismatch',
  });

/**
 * Changes the login password: the current one, a new one of 8+ characters, typed twice.
 * `onChanged` runs once the server has taken the new one.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const t = useTranslations('myPage.password');
  const resultOf = useChangeResult({ success: t('success'), pass: t('pass') });
  const errorText = useErrorText('wallet');
  const [result, setResult] = useState<Result>(null);
  const form = useContractForm(ZChangePasswordForm, { password: '', newPassword: '', confirm: '' });
  const { errors } = form.formState;
  const error = (field: 'password' | 'newPassword' | 'confirm') =>
    errorText(errors[field], form.getValues(field));

  const submit = form.handleSubmit(async ({ password, newPassword }) => {
    setResult(null);
    const answer = await callApi('user-change-password', { password, newPassword });
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    setResult(resultOf(answer));
    if (answer.status === 'success') {
      form.reset();
      onChanged?.();
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('heading')}
    >
      <SecretField
        id="pw-current"
        label={t('current')}
        autoComplete="current-password"
        field={form.register('password')}
        error={error('password')}
      />
      <SecretField
        id="pw-new"
        label={t('new')}
        autoComplete="new-password"
        field={form.register('newPassword')}
        error={error('newPassword')}
        hint={t('newHint')}
      />
      <SecretField
        id="pw-confirm"
        label={t('confirm')}
        autoComplete="new-password"
        field={form.register('confirm')}
        error={error('confirm')}
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
