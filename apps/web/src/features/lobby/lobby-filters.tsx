'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { Icon } from '../../components/icons';
import { PILL_ROW_CLASS, pillClass } from '../../components/pill';
import { useGameNames } from '../games';
import { KINDS, type KindFilter, type LobbyFilter } from './filter-games';
import type { LobbyProvider } from './lobby-game';

interface LobbyFiltersProps {
  filter: LobbyFilter;
  onChange: (filter: LobbyFilter) => void;
  providers: readonly LobbyProvider[];
  /** The id of the results panel the kind tabs control. */
  panelId: string;
}

/** Search by name, the kind tabs (all, casino, slot) and the provider choice. */
export function LobbyFilters({ filter, onChange, providers, panelId }: LobbyFiltersProps) {
  const t = useTranslations('lobby');
  const tg = useTranslations('games.tabs');
  const names = useGameNames();
  const set = (change: Partial<LobbyFilter>) => onChange({ ...filter, ...change });
  const kindLabel = (kind: KindFilter) => (kind === 'all' ? t('all') : tg(kind));

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = KINDS[(KINDS.indexOf(filter.kind) + step + KINDS.length) % KINDS.length] ?? 'all';
    set({ kind: next });
    document.getElementById(`${panelId}-${next}-tab`)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <label className="relative block md:w-80">
          <span className="sr-only">{t('searchLabel')}</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={filter.query}
            onChange={(event) => set({ query: event.target.value })}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className="focus-ring h-11 w-full rounded-full border border-white/10 bg-navy-950/70 pr-4 pl-11 text-[15px] text-slate-100 placeholder:text-slate-500 focus:border-gold-400/60"
          />
        </label>
        <div role="tablist" aria-label={t('filterLabel')} className={`${PILL_ROW_CLASS} self-start`}>
          {KINDS.map((kind) => (
            <button
              key={kind}
              id={`${panelId}-${kind}-tab`}
              type="button"
              role="tab"
              aria-selected={filter.kind === kind}
              aria-controls={panelId}
              tabIndex={filter.kind === kind ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => set({ kind })}
              className={pillClass(filter.kind === kind)}
            >
              {kindLabel(kind)}
            </button>
          ))}
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('providerLabel')}</legend>
        {[null, ...providers].map((provider) => {
          const code = provider?.code ?? null;
          return (
            <label
              key={code ?? 'all'}
              className={`${pillClass(filter.provider === code)} ring-1 ring-white/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300`}
            >
              <input
                type="radio"
                name="lobby-provider"
                className="sr-only"
                checked={filter.provider === code}
                onChange={() => set({ provider: code })}
              />
              {provider ? names.provider(provider) : t('allProviders')}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
