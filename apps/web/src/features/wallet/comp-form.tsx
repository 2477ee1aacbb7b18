'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatNumber } from '../../lib/format';
import { SESSION_QUERY_KEY } from '../session/session-state';
import { AmountInput } from './amount-input';
import { reasonsByField, type TReasonKey } from './field-errors';
import { LABEL_CLASS } from './field-style';
import { FormResult, type Result } from './form-result';
import { useBalanceSetting } from './use-balance-setting';

export const COMP_HISTORY_KEY = 'comp-history';

/** Converts comp to cash, from the operator's minimum up to the comp held ("max"). */
export function CompForm({ comp }: { comp: number }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const setting = useBalanceSetting();
  const [amount, setAmount] = useState(0);
  const [errors, setErrors] = useState<Record<string, TReasonKey>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const min = setting.data?.compMin ?? 0;
  const limits = { min: formatNumber(min, locale), max: formatNumber(comp, locale) };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setResult(null);
    if (amount <= 0) {
      setErrors({ amount: 'required' });
      return;
    }
    if (amount < min) {
      setErrors({ amount: 'below_minimum' });
      return;
    }
    setErrors({});
    setPending(true);
    const answer = await callApi('roll-to-balance', { amount });
    setPending(false);
    if (answer.status === 'invalid') setErrors(reasonsByField(answer.errors));
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('comp.success') });
      setAmount(0);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [COMP_HISTORY_KEY] });
    } else if (answer.status === 'low_point') setResult({ tone: 'error', text: t('comp.lowPoint') });
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('common.blocked') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('comp.formLabel')}>
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="comp">
          {t('comp.minimum', limits)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="comp-amount" className={LABEL_CLASS}>
          {t('comp.amount')}
        </label>
        <AmountInput
          id="comp-amount"
          value={amount}
          onChange={setAmount}
          max={comp}
          quick={false}
          error={errors.amount ? t(`errors.${errors.amount}`, limits) : undefined}
        />
      </div>
      <FormResult result={result} />
      <button type="submit" disabled={pending} className="btn-gold h-11 w-full sm:w-auto sm:self-end">
        {t('comp.submit')}
      </button>
    </form>
  );
}
