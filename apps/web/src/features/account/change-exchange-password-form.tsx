'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { reasonsByField, type TReasonKey } from '../wallet/field-errors';
import { FormResult, type Result } from '../wallet/form-result';
import { lockMinutes } from '../wallet/lock-minutes';
import { SecretField } from './secret-field';

const EXCHANGE_PASSWORD = /^\d{4,8}$/;

/** Changes the exchange (withdrawal) password: the login password, then 4–8 new digits. */
export function ChangeExchangePasswordForm() {
  const t = useTranslations('myPage.exchange');
  const tw = useTranslations('wallet');
  const [password, setPassword] = useState('');
  const [newExchangePassword, setNewExchangePassword] = useState('');
  const [errors, setErrors] = useState<Record<string, TReasonKey>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const reason = (field: string) =>
    errors[field] ? tw(`errors.${errors[field]}`, { min: '', max: '' }) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Record<string, TReasonKey> = {};
    if (!password) found.password = 'required';
    if (!EXCHANGE_PASSWORD.test(newExchangePassword)) found.newExchangePassword = 'exchange_password_format';
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const answer = await callApi('user-change-exchange-password', { password, newExchangePassword });
    setPending(false);
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    else if (answer.status === 'success') {
      setPassword('');
      setNewExchangePassword('');
      setResult({ tone: 'success', text: t('success') });
    } else if (answer.status === 'pass') setResult({ tone: 'error', text: t('pass') });
    else if (answer.status === 'time')
      setResult({ tone: 'error', text: tw('common.locked', { minutes: lockMinutes(answer.retryAfter) }) });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: tw('common.failed') });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('heading')}>
      <SecretField
        id="xpw-login"
        label={t('loginPassword')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={reason('password')}
      />
      <SecretField
        id="xpw-new"
        label={t('new')}
        autoComplete="off"
        digits
        value={newExchangePassword}
        onChange={setNewExchangePassword}
        error={reason('newExchangePassword')}
        hint={t('newHint')}
      />
      <FormResult result={result} />
      <button type="submit" disabled={pending} className="btn-gold h-11 w-full sm:w-auto sm:self-end">
        {t('submit')}
      </button>
    </form>
  );
}
