'use client';

import type { TSportSetting } from '@haneul/contract';
import { useNotify } from '../notify';
import { GameTile } from './game-tile';
import { useGameNames } from './use-game-names';

/**
 * The catalogue's sports as tiles (home's sport tab, the lobby): each leads to the sportsbook on
 * its sport in the same window; one the operator switched off says so, as a game tile does.
 */
export function SportTiles({ sports, name }: { sports: readonly TSportSetting[]; name: string }) {
  const names = useGameNames();
  const notify = useNotify();
  return (
    <ul data-grid={name} className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
      {sports.map((sport) => {
        const action =
          sport.used === 'y'
            ? { href: { pathname: '/sport' as const, query: { sport: sport.code } } }
            : { onClick: () => void notify.show('msg2002', { tone: 'info' }) };
        return (
          <li key={sport.code} data-kind="sport">
            <GameTile name={names.sport(sport)} imgUrl={sport.imgUrl} used={sport.used} {...action} />
          </li>
        );
      })}
    </ul>
  );
}
