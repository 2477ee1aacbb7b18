'use client';

import { callTable } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatNumber } from '../../lib/format';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { AmountInput } from './amount-input';
import { LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { useBalanceSetting } from './use-balance-setting';
import { useConvertComp } from './use-wallet-requests';

/** Converts comp to cash, from the operator's minimum up to the comp held ("max"). */
export function CompForm({ comp }: { comp: number }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const setting = useBalanceSetting();
  const convert = useConvertComp();
  const [result, setResult] = useState<Result>(null);
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

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    const answer = await convert.mutateAsync(body);
    if (answer.status === 'invalid') form.showServerErrors(answer.errors);
    else if (answer.status === 'success') {
      setResult({ tone: 'success', text: t('comp.success') });
      form.setValue('amount', 0);
    } else if (answer.status === 'low_point') setResult({ tone: 'error', text: t('comp.lowPoint') });
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('common.blocked') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  });

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
      <div className="flex flex-col gap-1.5">
        <label htmlFor="comp-amount" className={LABEL_CLASS}>
          {t('comp.amount')}
        </label>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              id="comp-amount"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={comp}
              quick={false}
              error={errorText(form.formState.errors.amount, field.value)}
            />
          )}
        />
      </div>
      <FormResult result={result} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="btn-gold h-11 w-full sm:w-auto sm:self-end"
      >
        {t('comp.submit')}
      </button>
    </form>
  );
}
