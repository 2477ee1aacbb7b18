'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { formatNumber } from '../../lib/format';
import { FIELD_CLASS } from '../../components/field-style';
import { languageTag } from '../../i18n/locales';
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
  /** Other quick amounts than the money pages' (the bet slip's +1만, +5만, +10만). */
  amounts?: readonly number[];
  /** Quick amounts as the language abbreviates them (1만, 10K, 1万) rather than in full. */
  compact?: boolean;
  /** Names the field for assistive technology where no label element points at it. */
  label?: string;
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
  amounts = QUICK_AMOUNTS,
  compact = false,
  label,
}: AmountInputProps) {
  const t = useTranslations('wallet.amount');
  const locale = useLocale();
  const errorId = `${id}-error`;
  const quickText = (amount: number) =>
    compact
      ? new Intl.NumberFormat(languageTag(locale), { notation: 'compact' }).format(amount)
      : formatNumber(amount, locale);
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
        aria-label={label}
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
          ? amounts.map((amount) => (
              <button
                key={amount}
                type="button"
                onClick={() => onChange(value + amount)}
                className="btn-ghost px-3 py-1.5 tabular-nums"
              >
                {t('add', { amount: quickText(amount) })}
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
