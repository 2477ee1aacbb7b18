'use client';

import type { TSportEvent } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useSportWords } from '../market/use-sport-words';
import { FilterChip } from './filter-chip';

/** The competitions of the sport shown: a choice narrows the events to one of them. */
export function CompetitionFilter({
  competitions,
  selected,
  onSelect,
}: {
  competitions: readonly TSportEvent['competition'][];
  selected: string | null;
  onSelect: (competition: string | null) => void;
}) {
  const t = useTranslations('sport.competitions');
  const words = useSportWords();
  if (competitions.length < 2 && selected === null) return null;
  return (
    <div role="group" aria-label={t('label')} className="-mx-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
      <div className="flex gap-2 sm:flex-wrap">
        <FilterChip on={selected === null} onClick={() => onSelect(null)}>
          {t('all')}
        </FilterChip>
        {competitions.map((competition) => (
          <FilterChip
            key={competition.code}
            on={selected === competition.code}
            onClick={() => onSelect(competition.code)}
          >
            {words.name(competition.name)}
          </FilterChip>
        ))}
      </div>
    </div>
  );
}
