'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { reasonsByField, type TReasonKey } from '../wallet/field-errors';
import { FormResult, type Result } from '../wallet/form-result';
import { useChangeResult } from './change-result';
import { SecretField } from './secret-field';

/** Changes the login password: the current one, a new one of 8+ characters, typed twice. */
export function ChangePasswordForm() {
  const t = useTranslations('myPage.password');
  const tw = useTranslations('wallet');
  const resultOf = useChangeResult({ success: t('success'), pass: t('pass') });
  const [values, setValues] = useState({ password: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, TReasonKey>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  const reason = (field: string) =>
    errors[field] ? tw(`errors.${errors[field]}`, { min: '', max: '' }) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Record<string, TReasonKey> = {};
    if (!values.password) found.password = 'required';
    if (values.newPassword.length < 8 || values.newPassword.length > 64)
      found.newPassword = 'password_length';
    if (values.confirm !== values.newPassword) found.confirm = 'password_mismatch';
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const answer = await callApi('user-change-password', {
      password: values.password,
      newPassword: values.newPassword,
    });
    setPending(false);
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    if (answer.status === 'success') setValues({ password: '', newPassword: '', confirm: '' });
    setResult(resultOf(answer));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('heading')}>
      <SecretField
        id="pw-current"
        label={t('current')}
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={reason('password')}
      />
      <SecretField
        id="pw-new"
        label={t('new')}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={reason('newPassword')}
        hint={t('newHint')}
      />
      <SecretField
        id="pw-confirm"
        label={t('confirm')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={reason('confirm')}
      />
      <FormResult result={result} />
      <button type="submit" disabled={pending} className="btn-gold h-11 w-full sm:w-auto sm:self-end">
        {t('submit')}
      </button>
    </form>
  );
}
