'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatNumber } from '../../lib/format';
import { SESSION_QUERY_KEY } from '../session/session-state';
import { AmountInput } from './amount-input';
import { reasonsByField, type TReasonKey } from './field-errors';
import { FIELD_CLASS, LABEL_CLASS } from './field-style';
import { FormResult, type Result } from './form-result';
import { lockMinutes } from './lock-minutes';
import { useBalanceSetting } from './use-balance-setting';

export const WITHDRAW_LIST_KEY = 'withdraw-list';
const EXCHANGE_PASSWORD = /^\d{4,8}$/;

/** The withdrawal request: amount and exchange password; the amount is held at once. */
export function WithdrawForm() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const setting = useBalanceSetting();
  const [amount, setAmount] = useState(0);
  const [exchangePassword, setExchangePassword] = useState('');
  const [errors, setErrors] = useState<Record<string, TReasonKey>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const limits = {
    min: formatNumber(setting.data?.withdrawMin, locale),
    max: formatNumber(setting.data?.withdrawMax, locale),
  };
  const reason = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, limits) : undefined);
  const fail = (text: string) => setResult({ tone: 'error', text });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missing: Record<string, TReasonKey> = {};
    if (amount <= 0) missing.amount = 'required';
    if (!EXCHANGE_PASSWORD.test(exchangePassword)) missing.exchangePassword = 'exchange_password_format';
    setErrors(missing);
    setResult(null);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    const answer = await callApi('apply-user-withdraw', { amount, exchangePassword });
    setPending(false);
    setExchangePassword('');
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('withdraw.success') });
      setAmount(0);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [WITHDRAW_LIST_KEY] });
    } else if (answer.status === 'wait') fail(t('withdraw.wait'));
    else if (answer.status === 'pass') fail(t('withdraw.pass'));
    else if (answer.status === 'balance') fail(t('withdraw.balance'));
    else if (answer.status === 'time') fail(t('common.locked', { minutes: lockMinutes(answer.retryAfter) }));
    else if (answer.status === 'blocked') fail(t('common.blocked'));
    else if (answer.status !== 'auth') fail(t('common.failed'));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('withdraw.formLabel')}>
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="withdraw">
          {t('withdraw.limits', limits)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="withdraw-amount" className={LABEL_CLASS}>
          {t('withdraw.amount')}
        </label>
        <AmountInput id="withdraw-amount" value={amount} onChange={setAmount} error={reason('amount')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="withdraw-password" className={LABEL_CLASS}>
          {t('withdraw.exchangePassword')}
        </label>
        <input
          id="withdraw-password"
          name="exchangePassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={exchangePassword}
          onChange={(event) => setExchangePassword(event.target.value.replace(/\D/g, ''))}
          placeholder={t('withdraw.exchangePasswordPlaceholder')}
          aria-invalid={errors.exchangePassword ? true : undefined}
          aria-describedby={errors.exchangePassword ? 'withdraw-password-error' : undefined}
          className={`${FIELD_CLASS} sm:max-w-xs`}
        />
        {errors.exchangePassword ? (
          <p id="withdraw-password-error" role="alert" className="text-sm text-rose-300">
            {reason('exchangePassword')}
          </p>
        ) : null}
      </div>
      <FormResult result={result} />
      <button type="submit" disabled={pending} className="btn-gold h-11 w-full sm:w-auto sm:self-end">
        {t('withdraw.submit')}
      </button>
    </form>
  );
}
