'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatNumber } from '../../lib/format';
import { AmountInput } from './amount-input';
import { reasonsByField, type TReasonKey } from './field-errors';
import { FIELD_CLASS, LABEL_CLASS } from './field-style';
import { FormResult, type Result } from './form-result';
import { useBalanceSetting } from './use-balance-setting';

export const DEPOSIT_LIST_KEY = 'deposit-list';

/** The deposit request: amount within the operator's limits and the depositor's name. */
export function DepositForm() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const setting = useBalanceSetting();
  const [amount, setAmount] = useState(0);
  const [depositor, setDepositor] = useState('');
  const [errors, setErrors] = useState<Record<string, TReasonKey>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const limits = {
    min: formatNumber(setting.data?.depositMin, locale),
    max: formatNumber(setting.data?.depositMax, locale),
  };
  const reason = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, limits) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missing: Record<string, TReasonKey> = {};
    if (amount <= 0) missing.amount = 'required';
    if (!depositor.trim()) missing.depositorName = 'required';
    setErrors(missing);
    setResult(null);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    const answer = await callApi('apply-user-deposit', { amount, depositorName: depositor.trim() });
    setPending(false);
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('deposit.success') });
      setAmount(0);
      void queryClient.invalidateQueries({ queryKey: [DEPOSIT_LIST_KEY] });
    } else if (answer.status === 'wait') setResult({ tone: 'error', text: t('deposit.wait') });
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('common.blocked') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('deposit.formLabel')}>
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="deposit">
          {t('deposit.limits', limits)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="deposit-amount" className={LABEL_CLASS}>
          {t('deposit.amount')}
        </label>
        <AmountInput id="deposit-amount" value={amount} onChange={setAmount} error={reason('amount')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="deposit-name" className={LABEL_CLASS}>
          {t('deposit.depositor')}
        </label>
        <input
          id="deposit-name"
          name="depositorName"
          autoComplete="name"
          maxLength={30}
          value={depositor}
          onChange={(event) => setDepositor(event.target.value)}
          placeholder={t('deposit.depositorPlaceholder')}
          aria-invalid={errors.depositorName ? true : undefined}
          aria-describedby={errors.depositorName ? 'deposit-name-error' : undefined}
          className={FIELD_CLASS}
        />
        {errors.depositorName ? (
          <p id="deposit-name-error" role="alert" className="text-sm text-rose-300">
            {reason('depositorName')}
          </p>
        ) : null}
      </div>
      <FormResult result={result} />
      <button type="submit" disabled={pending} className="btn-gold h-11 w-full sm:w-auto sm:self-end">
        {t('deposit.submit')}
      </button>
    </form>
  );
}
