'use client';

import { callTable } from '@haneul/contract';
import type { CallBody } from '../../lib/call-api';
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
import { lockMinutes } from '../../lib/lock-minutes';
import { maskAccount } from '../../lib/mask-account';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { MoneyLockNotice } from './money-lock-notice';
import { useMoneyLocks } from './use-money-locks';
import { useMember } from './use-member';
import { useBalanceSetting } from './use-balance-setting';
import { useApplyWithdraw } from './use-wallet-requests';
import { MONEY_LOCKS_KEY } from './wallet-keys';

/**
 * The withdrawal request: amount and exchange password; the amount is held at once. While an
 * operator's withdrawal lock holds the member the form is shown closed with the lock's reason.
 */
export function WithdrawForm() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const setting = useBalanceSetting();
  const withdraw = useApplyWithdraw();
  const queryClient = useQueryClient();
  const lock = useMoneyLocks().data?.withdraw ?? null;
  const member = useMember();
  const [result, setResult] = useState<Result>(null);
  // The checked body waiting for the member's yes in the confirmation.
  const [pending, setPending] = useState<CallBody<'apply-user-withdraw'> | null>(null);
  const limits = {
    min: formatNumber(setting.data?.withdrawMin, locale),
    max: formatNumber(setting.data?.withdrawMax, locale),
  };
  const errorText = useErrorText('wallet', limits);
  const form = useContractForm(callTable['apply-user-withdraw'].body, { amount: 0, exchangePassword: '' });
  const { errors } = form.formState;
  const passwordError = errorText(errors.exchangePassword, form.getValues('exchangePassword'));
  const fail = (text: string) => setResult({ tone: 'error', text });

  const submit = form.handleSubmit((body) => {
    setResult(null);
    setPending(body);
  });

  const send = async (body: CallBody<'apply-user-withdraw'>) => {
    const answer = await withdraw.mutateAsync(body);
    form.setValue('exchangePassword', '');
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('withdraw.success') });
      form.setValue('amount', 0);
    } else if (answer.status === 'wait') fail(t('withdraw.wait'));
    else if (answer.status === 'pass') fail(t('withdraw.pass'));
    else if (answer.status === 'balance') fail(t('withdraw.balance'));
    else if (answer.status === 'time') fail(t('common.locked', { minutes: lockMinutes(answer.retryAfter) }));
    else if (answer.status === 'blocked') fail(t('common.blocked'));
    // Locked since the page read its locks: the notice above takes over from here.
    else if (answer.status === 'locked') void queryClient.invalidateQueries({ queryKey: MONEY_LOCKS_KEY });
    else if (answer.status !== 'auth') fail(t('common.failed'));
  };
  const password = form.register('exchangePassword');

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('withdraw.formLabel')}
    >
      {lock ? <MoneyLockNotice kind="withdraw" reason={lock.reason} /> : null}
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="withdraw">
          {t('withdraw.limits', limits)}
        </p>
      ) : null}
      <fieldset disabled={lock !== null} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="withdraw-amount" className={LABEL_CLASS}>
            {t('withdraw.amount')}
          </label>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                id="withdraw-amount"
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
          <label htmlFor="withdraw-password" className={LABEL_CLASS}>
            {t('withdraw.exchangePassword')}
          </label>
          <input
            id="withdraw-password"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            placeholder={t('withdraw.exchangePasswordPlaceholder')}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'withdraw-password-error' : undefined}
            className={`${FIELD_CLASS} sm:max-w-xs`}
            {...password}
            onChange={(event) => {
              // Digits only, as the keypad types them: the contract refuses anything else anyway.
              event.target.value = event.target.value.replace(/\D/g, '');
              void password.onChange(event);
            }}
          />
          {passwordError ? (
            <p id="withdraw-password-error" role="alert" className="text-sm text-rose-300">
              {passwordError}
            </p>
          ) : null}
        </div>
        <FormResult result={result} />
        <button
          type="submit"
          disabled={form.formState.isSubmitting || withdraw.isPending}
          className="btn-gold h-11 w-full sm:w-auto sm:self-end"
        >
          {t('withdraw.submit')}
        </button>
      </fieldset>
      {pending ? (
        <ConfirmMoneyDialog
          name="withdraw-confirm"
          title={t('withdraw.confirm.title')}
          question={t('withdraw.confirm.question')}
          rows={[
            {
              label: t('withdraw.amount'),
              value: t('history.won', { amount: formatNumber(pending.amount, locale) }),
            },
            { label: t('withdraw.bankName'), value: member.data?.bankname ?? '-' },
            { label: t('withdraw.bankNumber'), value: maskAccount(member.data?.banknum) ?? '-' },
          ]}
          confirmLabel={t('withdraw.submit')}
          onAnswer={(yes) => {
            setPending(null);
            if (yes) void send(pending);
            else form.setValue('exchangePassword', '');
          }}
        />
      ) : null}
    </form>
  );
}
