'use client';

import { callTable } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { AmountField } from './amount-field';
import { FormResult, type Result } from '../../components/form-result';
import { useBalanceSetting } from './use-balance-setting';
import { useConvertComp } from './use-wallet-requests';
import type { CallBody } from '../../lib/call-api';
import { ConfirmMoneyDialog } from './confirm-money-dialog';

/** Converts comp to cash, from the operator's minimum up to the comp held ("max"). */
export function CompForm({ comp }: { comp: number }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const setting = useBalanceSetting();
  const convert = useConvertComp();
  const [result, setResult] = useState<Result>(null);
  // The checked amount waiting for the member's yes in the confirmation.
  const [pending, setPending] = useState<CallBody<'roll-to-balance'> | null>(null);
  const min = setting.data?.compMin ?? 0;
  const limits = { min: formatNumber(min, locale), max: formatNumber(comp, locale) };
  const errorText = useErrorText('wallet', limits);
  // The contract's body, plus the operator's minimum (a setting the server applies too).
  const schema = useMemo(
    () =>
      callTable['roll-to-balance'].body.refine((body) => body.amount >= min, {
        path: ['amount'],
        message: 'below_minimum',
      }),
    [min],
  );
  const form = useContractForm(schema, { amount: 0 });

  const submit = form.handleSubmit((body) => {
    setResult(null);
    setPending(body);
  });

  const send = async (body: CallBody<'roll-to-balance'>) => {
    const answer = await convert.mutateAsync(body);
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('comp.success') });
      form.setValue('amount', 0);
    } else if (answer.status === 'low_point') setResult({ tone: 'error', text: t('comp.lowPoint') });
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('common.blocked') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('comp.formLabel')}
    >
      {setting.data ? (
        <p className="text-sm text-slate-300" data-limits="comp">
          {t('comp.minimum', limits)}
        </p>
      ) : null}
      <AmountField
        id="comp-amount"
        label={t('comp.amount')}
        control={form.control}
        max={comp}
        error={(value) => errorText(form.formState.errors.amount, value)}
      />
      <FormResult result={result} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting || convert.isPending}
        className="btn-gold h-11 w-full sm:w-auto sm:self-end"
      >
        {t('comp.submit')}
      </button>
      {pending ? (
        <ConfirmMoneyDialog
          name="comp-confirm"
          title={t('comp.confirm.title')}
          question={t('comp.confirm.question')}
          rows={[
            {
              label: t('comp.amount'),
              value: t('history.won', { amount: formatNumber(pending.amount, locale) }),
            },
          ]}
          confirmLabel={t('comp.submit')}
          onAnswer={(yes) => {
            setPending(null);
            if (yes) void send(pending);
          }}
        />
      ) : null}
    </form>
  );
}
