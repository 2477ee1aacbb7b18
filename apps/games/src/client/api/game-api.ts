import { createEndpointClient, createTransport } from '@haneul/contract/client';
import type { BACCARAT_BETS } from '../../protocol/round-api.ts';
import { roundTable } from '../../protocol/round-table.ts';

/**
 * The round API through the contract's generic client: bodies are checked with the protocol's
 * request schemas before they leave, answers parsed with its answer schemas when they arrive, and
 * every failure is a ClientError (`gameErrorCode` names it for the screens).
 */
function roundClient(token?: string) {
  return createEndpointClient({
    table: roundTable,
    transport: createTransport({
      baseUrl: '',
      headers: () => ({ authorization: token ? `Bearer ${token}` : undefined }),
    }),
    checkBody: true,
  });
}

type Bets = Partial<Record<(typeof BACCARAT_BETS)[number], number>>;

export function createGameApi(token: string) {
  const api = roundClient(token);
  return {
    openSession: () => api.call('session', { body: {} }),
    spin: (bet: number) => api.call('spin', { body: { bet } }),
    deal: (bets: Bets) => api.call('deal', { body: { bets } }),
    tablePlay: (bets: Readonly<Record<string, number>>) => api.call('tablePlay', { body: { bets } }),
    setClientSeed: (clientSeed: string) => api.call('clientSeed', { body: { clientSeed } }),
    rotateSeeds: () => api.call('rotate', { body: {} }),
  };
}

export type GameApi = ReturnType<typeof createGameApi>;

const publicClient = roundClient();

/** Calls without a session: the launch, the verify page and the help screen. */
export const publicApi = {
  launch: (launchCode: string) => publicClient.call('launch', { body: { launchCode } }),
  round: (id: string) => publicClient.call('round', { params: { id } }),
  gameInfo: (code: string) => publicClient.call('gameInfo', { params: { code } }),
};
