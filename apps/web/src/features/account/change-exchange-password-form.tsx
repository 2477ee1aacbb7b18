'use client';

import { isWeakPin } from '@haneul/contract/weak-pin';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { reasonsByField, type TReasonKey } from '../wallet/field-errors';
import { FormResult, type Result } from '../wallet/form-result';
import { useChangeResult } from './change-result';
import { SecretField } from './secret-field';

const EXCHANGE_PASSWORD = /^\d{4,8}$/;

/** Changes the exchange (withdrawal) password: the login password, then 4–8 new digits of no easy pattern. */
export function ChangeExchangePasswordForm() {
  const t = useTranslations('myPage.exchange');
  const tw = useTranslations('wallet');
  const resultOf = useChangeResult({ success: t('success'), pass: t('pass') });
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
    else if (isWeakPin(newExchangePassword)) found.newExchangePassword = 'exchange_password_weak';
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const answer = await callApi('user-change-exchange-password', { password, newExchangePassword });
    setPending(false);
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    if (answer.status === 'success') {
      setPassword('');
      setNewExchangePassword('');
    }
    setResult(resultOf(answer));
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
