'use client';

import { callTable } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatNumber } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { AmountInput } from './amount-input';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { MoneyLockNotice } from './money-lock-notice';
import { useBalanceSetting } from './use-balance-setting';
import { useMoneyLocks } from './use-money-locks';
import { useApplyDeposit } from './use-wallet-requests';
import { MONEY_LOCKS_KEY } from './wallet-keys';

/**
 * The deposit request: amount within the operator's limits and the depositor's name. The member's
 * own deposit limit answers what is left of it. While an operator's deposit lock holds the member
 * the form is shown closed with the lock's reason.
 */
export function DepositForm() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const setting = useBalanceSetting();
  const deposit = useApplyDeposit();
  const queryClient = useQueryClient();
  const lock = useMoneyLocks().data?.deposit ?? null;
  const [result, setResult] = useState<Result>(null);
  const limits = {
    min: formatNumber(setting.data?.depositMin, locale),
    max: formatNumber(setting.data?.depositMax, locale),
  };
  const errorText = useErrorText('wallet', limits);
  const form = useContractForm(callTable['apply-user-deposit'].body, { amount: 0, depositorName: '' });
  const { errors } = form.formState;
  const depositorError = errorText(errors.depositorName, form.getValues('depositorName'));

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    const answer = await deposit.mutateAsync(body);
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('deposit.success') });
      form.setValue('amount', 0);
    } else if (answer.status === 'wait') setResult({ tone: 'error', text: t('deposit.wait') });
    else if (answer.status === 'limit') {
      const left = t('history.won', { amount: formatNumber(answer.left, locale) });
      const period = t(`deposit.limitPeriods.${answer.period}`);
      setResult({ tone: 'error', text: t('deposit.limit', { left, period }) });
    }
    // Locked since the page read its locks: the notice above takes over from here.
    else if (answer.status === 'locked') void queryClient.invalidateQueries({ queryKey: MONEY_LOCKS_KEY });
    // A suspended member's session no longer resolves, so `blocked` is a time-out or self-exclusion.
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('deposit.excluded') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('deposit.formLabel')}
    >
      {lock ? <MoneyLockNotice kind="deposit" reason={lock.reason} /> : null}
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="deposit">
          {t('deposit.limits', limits)}
        </p>
      ) : null}
      <fieldset disabled={lock !== null} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="deposit-amount" className={LABEL_CLASS}>
            {t('deposit.amount')}
          </label>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                id="deposit-amount"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorText(errors.amount, field.value)}
              />
            )}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="deposit-name" className={LABEL_CLASS}>
            {t('deposit.depositor')}
          </label>
          <input
            id="deposit-name"
            autoComplete="name"
            maxLength={30}
            placeholder={t('deposit.depositorPlaceholder')}
            aria-invalid={depositorError ? true : undefined}
            aria-describedby={depositorError ? 'deposit-name-error' : undefined}
            className={FIELD_CLASS}
            {...form.register('depositorName')}
          />
          {depositorError ? (
            <p id="deposit-name-error" role="alert" className="text-sm text-rose-300">
              {depositorError}
            </p>
          ) : null}
        </div>
        <FormResult result={result} />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="btn-gold h-11 w-full sm:w-auto sm:self-end"
        >
          {t('deposit.submit')}
        </button>
      </fieldset>
    </form>
  );
}
