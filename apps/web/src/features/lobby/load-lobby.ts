import type { TSportSetting } from '@haneul/contract';
import { serverCall } from '../../lib/server-call';
import { casinoTile, type LobbyGame, type LobbyProvider, slotTile } from './lobby-game';

export interface Lobby {
  /** Every casino and slot game, playable first; `null` when the catalogue could not be loaded. */
  games: LobbyGame[] | null;
  providers: LobbyProvider[];
  /** The sportsbook's sports, each leading to /sport. */
  sports: TSportSetting[];
}

/**
 * The whole catalogue for /game, fetched on the server: the casino list, the slot providers and the
 * sports, then every slot provider's games in parallel. A provider whose list fails is left out rather than
 * failing the page.
 */
export async function loadLobby(): Promise<Lobby> {
  const [casino, slots, sports] = await Promise.all([
    serverCall('get-casino-setting', {}),
    serverCall('get-slot-setting', {}),
    serverCall('get-sport-setting', {}),
  ]);
  if (!casino && !slots) return { games: null, providers: [], sports: sports?.sport ?? [] };
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
    providers: providers.map(({ code, nameKo, nameEn, transferCompany }) => ({
      code,
      nameKo,
      nameEn,
      transferCompany,
    })),
    sports: sports?.sport ?? [],
  };
}
