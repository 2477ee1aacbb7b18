'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { formatNumber } from '../../lib/format';
import { FIELD_CLASS } from '../../components/field-style';
import { parseWon } from './parse-won';

/** The quick amounts of the brief, in won; each click adds to what is there. */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

interface AmountInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The form's handle on the input, so a failed submit can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** A last button that sets the largest amount allowed (comp's "max"). */
  max?: number;
  quick?: boolean;
}

/** An amount of whole won, grouped as it is typed, with the quick buttons and a reset. */
export function AmountInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  max,
  quick = true,
}: AmountInputProps) {
  const t = useTranslations('wallet.amount');
  const locale = useLocale();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <input
        id={id}
        ref={inputRef}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={value > 0 ? formatNumber(value, locale) : ''}
        onChange={(event) => onChange(parseWon(event.target.value))}
        onBlur={onBlur}
        placeholder={t('placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${FIELD_CLASS} text-right tabular-nums`}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {quick
          ? QUICK_AMOUNTS.map((amount) => (
              <button
                key={amount}
                type="button"
                onClick={() => onChange(value + amount)}
                className="btn-ghost px-3 py-1.5 tabular-nums"
              >
                {t('add', { amount: formatNumber(amount, locale) })}
              </button>
            ))
          : null}
        {max !== undefined ? (
          <button type="button" onClick={() => onChange(max)} className="btn-ghost px-3 py-1.5">
            {t('max')}
          </button>
        ) : null}
        <button type="button" onClick={() => onChange(0)} className="btn-ghost px-3 py-1.5">
          {t('reset')}
        </button>
      </div>
    </div>
  );
}
