'use client';

import { callTable, PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS, type TPlayLimit } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { changeEffect } from './limit-view';
import { SelectField } from './select-field';
import { useLimitWords } from './use-limit-words';
import { useProtectionChange } from './use-protection';

/** Digits typed as a whole number, 11 at most: past the contract's ten billion, so it says too big. */
const parseWhole = (text: string) => Number(text.replace(/\D/g, '').slice(0, 11));

/**
 * Sets, lowers or raises one limit (kind, period, amount). Before it is sent the form says what
 * the change will do, as the server will decide it: at once, or after the cooling-off.
 */
export function LimitForm({ limits, coolingOffHours }: { limits: TPlayLimit[]; coolingOffHours: number }) {
  const t = useTranslations('protection');
  const locale = useLocale();
  const words = useLimitWords();
  const errorText = useErrorText('wallet');
  const [result, setResult] = useState<Result>(null);
  const change = useProtectionChange('set-play-limit');
  const form = useContractForm(callTable['set-play-limit'].body, {
    kind: 'deposit',
    period: 'day',
    amount: 0,
  });
  const [kind, period, amount] = useWatch({ control: form.control, name: ['kind', 'period', 'amount'] });
  const current = limits.find((limit) => limit.kind === kind && limit.period === period);
  const effect = amount ? changeEffect(current, amount) : null;

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    const answer = await change.mutateAsync(body);
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      const pendingFrom = answer.limit?.pending?.from;
      setResult({
        tone: 'success',
        text:
          answer.applied === 'pending' && pendingFrom
            ? t('limits.requested', { time: formatDateTime(pendingFrom) })
            : t('limits.applied'),
      });
      form.setValue('amount', 0);
    } else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('limits.failed') });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('limits.form')}
      className="flex flex-col gap-3 border-t border-white/5 pt-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="limit-kind"
          label={t('limits.kind')}
          options={PLAY_LIMIT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          {...form.register('kind')}
        />
        <SelectField
          id="limit-period"
          label={t('limits.period')}
          options={PLAY_LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          {...form.register('period')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="limit-amount" className={LABEL_CLASS}>
          {kind === 'session' ? t('limits.minutesLabel') : t('limits.amountLabel')}
        </label>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => {
            const error = errorText(form.formState.errors.amount, field.value);
            return (
              <>
                <input
                  id="limit-amount"
                  ref={field.ref}
                  inputMode="numeric"
                  autoComplete="off"
                  value={field.value ? formatNumber(field.value, locale) : ''}
                  onChange={(event) => field.onChange(parseWhole(event.target.value))}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'limit-amount-error' : 'limit-effect'}
                  className={`${FIELD_CLASS} text-right tabular-nums`}
                />
                {error ? (
                  <p id="limit-amount-error" role="alert" className="text-sm text-rose-300">
                    {error}
                  </p>
                ) : null}
              </>
            );
          }}
        />
      </div>
      <p id="limit-effect" className="text-sm text-slate-300" data-effect={effect ?? undefined}>
        {current ? `${t('limits.current', { amount: words.amount(kind, current.amount) })} ` : ''}
        {effect ? t(`limits.effect.${effect}`, { hours: coolingOffHours }) : null}
      </p>
      <FormResult result={result} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="btn-gold h-11 w-full sm:w-auto sm:self-end"
      >
        {t('limits.submit')}
      </button>
    </form>
  );
}
