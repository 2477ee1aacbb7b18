'use client';

import type { TSportSetting } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { SportTiles, useGameNames } from '../games';
import { GameMoneyPanel } from '../wallet';
import { filterGames, type LobbyFilter } from './filter-games';
import { GameGrid } from './game-grid';
import { LobbyFilters } from './lobby-filters';
import type { LobbyGame, LobbyProvider } from './lobby-game';
import { RecentGames } from './recent-games';

const START: LobbyFilter = { query: '', kind: 'all', provider: null };

/**
 * The whole lobby: filters, the member's recently played games, every game that matches (a
 * transfer-wallet studio's with its game-money panel), and the sports (leading to the sportsbook)
 * while nothing narrows the games.
 */
export function GameLobby({
  games,
  providers,
  sports,
}: {
  games: readonly LobbyGame[] | null;
  providers: readonly LobbyProvider[];
  sports: readonly TSportSetting[];
}) {
  const t = useTranslations('lobby');
  const tg = useTranslations('games');
  const names = useGameNames();
  const [filter, setFilter] = useState<LobbyFilter>(START);
  const panelId = useId();
  const unfiltered = filter.query.trim() === '' && filter.kind === 'all' && filter.provider === null;
  const shown = useMemo(() => (games ? filterGames(games, filter, names.game) : []), [games, filter, names]);
  const studio = providers.find((provider) => provider.code === filter.provider);

  return (
    <div className="flex flex-col gap-8">
      <LobbyFilters filter={filter} onChange={setFilter} providers={providers} panelId={panelId} />
      <RecentGames />
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${filter.kind}-tab`}
        data-section="games"
        className="flex flex-col gap-3"
      >
        {games === null ? (
          <p role="status" className="card p-8 text-center text-slate-400">
            {tg('unavailable')}
          </p>
        ) : (
          <>
            {studio?.transferCompany ? (
              <GameMoneyPanel company={studio.transferCompany} studio={names.provider(studio)} />
            ) : null}
            <p role="status" className="text-sm text-slate-400">
              {t('results', { count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <p className="card p-8 text-center text-slate-400">{t('noMatch')}</p>
            ) : (
              <GameGrid games={shown} name="games" />
            )}
          </>
        )}
      </section>
      {unfiltered && sports.length > 0 ? (
        <section aria-labelledby={`${panelId}-sports`} data-section="sports" className="flex flex-col gap-3">
          <h2 id={`${panelId}-sports`} className="text-lg font-semibold text-gold-200">
            {t('sports')}
          </h2>
          <SportTiles sports={sports} name="sports" />
        </section>
      ) : null}
    </div>
  );
}
