'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';
import { PILL_ROW_CLASS, pillClass } from '../../components/pill';
import { type BetFilter, NO_FILTER, withDay } from './bet-filter';

const KINDS = ['all', 'casino', 'slot'] as const;

/** The bets list's controls: the game kind as pills, the first and last Korean day as date fields. */
export function BetFilters({ filter, onChange }: { filter: BetFilter; onChange: (next: BetFilter) => void }) {
  const t = useTranslations('bets.filters');
  const id = useId();
  const filtered = filter.kind !== NO_FILTER.kind || filter.from !== '' || filter.to !== '';

  return (
    <fieldset data-bet-filters className="mb-5 flex flex-col gap-3">
      <legend className="sr-only">{t('label')}</legend>
      <div role="group" aria-label={t('kind')} className={`${PILL_ROW_CLASS} self-start`}>
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={filter.kind === kind}
            data-kind={kind}
            onClick={() => onChange({ ...filter, kind })}
            className={pillClass(filter.kind === kind)}
          >
            {t(kind)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} htmlFor={`${id}-${end}`} className="flex min-w-0 flex-col gap-1.5 sm:w-44">
            <span className={LABEL_CLASS}>{t(end)}</span>
            <input
              id={`${id}-${end}`}
              type="date"
              name={end}
              value={filter[end]}
              min={end === 'to' && filter.from !== '' ? filter.from : '1900-01-01'}
              max={end === 'from' && filter.to !== '' ? filter.to : '2999-12-31'}
              onChange={(event) => onChange(withDay(filter, end, event.target.value))}
              className={`${FIELD_CLASS} min-w-0`}
            />
          </label>
        ))}
        {filtered ? (
          <button
            type="button"
            className="btn-ghost col-span-2 h-11 px-4 sm:col-span-1"
            onClick={() => onChange(NO_FILTER)}
          >
            {t('reset')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
