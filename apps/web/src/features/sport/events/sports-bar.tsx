'use client';

import type { TSportSetting } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useGameNames } from '../../games';
import { FilterChip } from './filter-chip';

const Count = ({ value, on }: { value: number; on: boolean }) => (
  <span
    className={`rounded-full px-1.5 text-xs tabular-nums ${on ? 'bg-navy-950/20 text-navy-950' : 'bg-white/5 text-slate-400'}`}
  >
    {value}
  </span>
);

/**
 * The sports, each with how many events it has in play and to come: a choice narrows the page to
 * it. Scrolls sideways by itself on a phone, never the page.
 */
export function SportsBar({
  sports,
  counts,
  selected,
  onSelect,
}: {
  sports: readonly TSportSetting[];
  counts: { all: number; bySport: ReadonlyMap<string, number> };
  selected: string | null;
  onSelect: (sport: string | null) => void;
}) {
  const t = useTranslations('sport.sports');
  const names = useGameNames();
  return (
    <nav aria-label={t('label')} className="-mx-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <FilterChip
            on={selected === null}
            onClick={() => onSelect(null)}
            label={t('count', { name: t('all'), count: counts.all })}
          >
            {t('all')}
            <Count value={counts.all} on={selected === null} />
          </FilterChip>
        </li>
        {sports
          .filter((sport) => sport.used === 'y')
          .map((sport) => {
            const name = names.sport(sport);
            const count = counts.bySport.get(sport.code) ?? 0;
            return (
              <li key={sport.code} data-sport={sport.code}>
                <FilterChip
                  on={selected === sport.code}
                  onClick={() => onSelect(sport.code)}
                  label={t('count', { name, count })}
                >
                  <img
                    src={sport.imgUrl}
                    alt=""
                    width={20}
                    height={20}
                    className="size-5 rounded-full object-cover"
                  />
                  {name}
                  <Count value={count} on={selected === sport.code} />
                </FilterChip>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
