import { serverCall } from '../../lib/server-call';
import { casinoTile, type LobbyGame, type LobbyProvider, slotTile } from './lobby-game';

export interface Lobby {
  /** Every casino and slot game, playable first; `null` when the catalogue could not be loaded. */
  games: LobbyGame[] | null;
  providers: LobbyProvider[];
}

/**
 * The whole catalogue for /game, fetched on the server: the casino list, the slot providers, then
 * every slot provider's games in parallel. A provider whose list fails is left out rather than
 * failing the page.
 */
export async function loadLobby(): Promise<Lobby> {
  const [casino, slots] = await Promise.all([
    serverCall('get-casino-setting', {}),
    serverCall('get-slot-setting', {}),
  ]);
  if (!casino && !slots) return { games: null, providers: [] };
  const providers = slots?.slot ?? [];
  const lists = await Promise.all(
    providers.map((provider) => serverCall('get-slot-by-company', { company: provider.code })),
  );
  const slotGames = providers.flatMap((provider, i) =>
    (lists[i]?.games ?? []).map((game) => slotTile(game, provider.used)),
  );
  const games = [...(casino?.casiono ?? []).map(casinoTile), ...slotGames];
  return {
    // What can be played comes first; switched-off games follow, each part in catalogue order.
    games: [...games.filter((game) => game.used === 'y'), ...games.filter((game) => game.used !== 'y')],
    providers: providers.map(({ code, nameKo, nameEn }) => ({ code, nameKo, nameEn })),
  };
}
