'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TMoneyKindGroup } from '@haneul/contract';
import { pillClass } from '../../components/pill';

// The contract's groups, spelled here so the page does not load the contract's zod schemas; the
// record makes a group added there fail the typecheck until it is listed.
const GROUPS = Object.keys({
  all: true,
  money: true,
  games: true,
  comp: true,
  adjustments: true,
} satisfies Record<TMoneyKindGroup, true>) as TMoneyKindGroup[];

export interface MoneyHistoryFilterValue {
  kinds: TMoneyKindGroup;
  /** Korean days as the date inputs give them (`YYYY-MM-DD`), '' when open. */
  from: string;
  to: string;
}

/** The money history's filter bar: a kind group and a range of days; wraps to fit a phone. */
export function MoneyHistoryFilter({
  value,
  onChange,
}: {
  value: MoneyHistoryFilterValue;
  onChange: (next: MoneyHistoryFilterValue) => void;
}) {
  const t = useTranslations('wallet.history.filter');
  const id = useId();
  const backwards = value.from !== '' && value.to !== '' && value.from > value.to;
  const dateClass =
    'focus-ring h-9 w-full min-w-0 rounded-lg border border-white/10 bg-navy-950/70 px-2 text-sm text-slate-100';

  return (
    <div data-history-filter className="mb-4 flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('kinds')}
        className="flex flex-wrap gap-1 self-start rounded-2xl bg-navy-900 p-1 ring-1 ring-white/5"
      >
        {GROUPS.map((group) => (
          <button
            key={group}
            type="button"
            data-kinds={group}
            aria-pressed={value.kinds === group}
            onClick={() => onChange({ ...value, kinds: group })}
            className={pillClass(value.kinds === group)}
          >
            {t(`groups.${group}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
        <label htmlFor={`${id}-from`} className="flex flex-col gap-1 text-xs text-slate-400">
          {t('from')}
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            min="1900-01-01"
            max={value.to || '2999-12-31'}
            value={value.from}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            className={dateClass}
          />
        </label>
        <label htmlFor={`${id}-to`} className="flex flex-col gap-1 text-xs text-slate-400">
          {t('to')}
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            min={value.from || '1900-01-01'}
            max="2999-12-31"
            value={value.to}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            className={dateClass}
          />
        </label>
      </div>
      {backwards ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('afterTo')}
        </p>
      ) : null}
    </div>
  );
}
