'use client';

import { callTable } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { AmountField } from './amount-field';
import { useBalanceSetting } from './use-balance-setting';
import { useConvertPoints, type PointCall } from './use-wallet-requests';

/** Each direction's call, its message key, and which balance it draws on. */
const DIRECTIONS = [
  { call: 'point-to-money', label: 'pointToMoney', source: 'point' },
  { call: 'money-to-point', label: 'moneyToPoint', source: 'balance' },
  { call: 'user-chang-to-point', label: 'compToPoint', source: 'rolling' },
] as const satisfies readonly { call: PointCall; label: string; source: string }[];

type Held = Record<(typeof DIRECTIONS)[number]['source'], number>;

/**
 * Converts points to cash (from the operator's `pointMin`), or cash or comp to points, after a
 * confirmation: points made playable cannot be turned back into event points.
 */
export function PointsForm({ held }: { held: Held }) {
  const t = useTranslations('points');
  const tw = useTranslations('wallet');
  const locale = useLocale();
  const setting = useBalanceSetting();
  const convert = useConvertPoints();
  const [index, setIndex] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  const [result, setResult] = useState<Result>(null);
  const direction = DIRECTIONS[index] ?? DIRECTIONS[0];
  const min = direction.call === 'point-to-money' ? (setting.data?.pointMin ?? 0) : 1;
  const max = held[direction.source];
  const errorText = useErrorText('wallet', {
    min: formatNumber(min, locale),
    max: formatNumber(max, locale),
  });
  // The contract's body, plus the operator's minimum (a setting the server applies too).
  const schema = useMemo(
    () =>
      callTable[direction.call].body.refine((body) => body.amount >= min, {
        path: ['amount'],
        message: 'below_minimum',
      }),
    [direction.call, min],
  );
  const form = useContractForm(schema, { amount: 0 });
  const submit = form.handleSubmit((body) => {
    setResult(null);
    setPending(body.amount);
  });

  const send = async (amount: number) => {
    setPending(null);
    const answer = await convert.mutateAsync({ call: direction.call, amount });
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('success') });
      form.setValue('amount', 0);
    } else if (answer.status === 'low_point') setResult({ tone: 'error', text: t('lowPoint') });
    else if (answer.status === 'balance') setResult({ tone: 'error', text: t('lowBalance') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: tw('common.failed') });
  };

  const amountText = (amount: number) =>
    direction.source === 'point'
      ? t('points', { amount: formatNumber(amount, locale) })
      : tw('history.won', { amount: formatNumber(amount, locale) });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('formLabel')}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className={`${LABEL_CLASS} mb-1.5`}>{t('direction')}</legend>
        {DIRECTIONS.map((option, at) => (
          <label key={option.call} className="btn-ghost cursor-pointer has-[:checked]:border-gold-400">
            <input
              type="radio"
              name="points-direction"
              value={option.call}
              checked={at === index}
              onChange={() => {
                setIndex(at);
                setResult(null);
                form.clearErrors();
              }}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      <AmountField
        id="points-amount"
        label={t('amount')}
        control={form.control}
        max={max}
        error={(value) => errorText(form.formState.errors.amount, value)}
      />
      <FormResult result={result} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting || convert.isPending}
        className="btn-gold h-11 w-full sm:w-auto sm:self-end"
      >
        {t('submit')}
      </button>
      {pending === null ? null : (
        <ConfirmDialog
          title={t('confirmTitle')}
          question={t('confirmQuestion', { amount: amountText(pending), direction: t(direction.label) })}
          confirmLabel={t('confirm')}
          closeLabel={t('cancel')}
          name="points-confirm"
          onAnswer={(yes) => (yes ? void send(pending) : setPending(null))}
        />
      )}
    </form>
  );
}
