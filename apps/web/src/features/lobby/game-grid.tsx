'use client';

import { GameTile, providerLogo, useGameNames, useLaunchGame } from '../games';
import { type LobbyGame, tileKey } from './lobby-game';

/** Lobby tiles; each launches its game exactly as home's tiles do. */
export function GameGrid({ games, name }: { games: readonly LobbyGame[]; name: string }) {
  const names = useGameNames();
  const launch = useLaunchGame();
  return (
    <ul data-grid={name} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
      {games.map((game) => (
        <li key={tileKey(game)} data-kind={game.kind}>
          <GameTile
            name={names.game(game)}
            imgUrl={game.imgUrl}
            logoUrl={providerLogo(game.company)}
            used={game.used}
            onClick={() => launch({ code: game.code, company: game.company, used: game.used })}
          />
        </li>
      ))}
    </ul>
  );
}
