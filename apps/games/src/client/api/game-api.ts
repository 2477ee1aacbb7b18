import { createEndpointClient, createTransport } from '@haneul/contract/client';
import type { BACCARAT_BETS, TBlackjackAction, TRealityCheck } from '../../protocol/round-api.ts';
import { roundTable } from '../../protocol/round-table.ts';
import { realityCheckOf } from './api-error.ts';

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

/** The wallet's refusals that stop the window taking bets: no later bet would be taken either. */
export type StopStatus = 'LIMIT_REACHED' | 'PLAYER_BLOCKED';

/** What the window as a whole must know of any stake's answer, whichever screen made it. */
export interface StakeWatch {
  /** The server refused a new round until this reality check is acknowledged. */
  onRealityCheck: (check: TRealityCheck) => void;
  onStop: (status: StopStatus) => void;
}

export function createGameApi(token: string, watch: StakeWatch) {
  const api = roundClient(token);
  // Every call that stakes reports a reality check or a stop to the window, then answers (or
  // throws) as before, so each screen keeps its own handling of the round.
  const staking = <A extends { status: string }>(call: Promise<A>): Promise<A> =>
    call.then(
      (answer) => {
        if (answer.status === 'LIMIT_REACHED' || answer.status === 'PLAYER_BLOCKED')
          watch.onStop(answer.status);
        return answer;
      },
      (error: unknown) => {
        const check = realityCheckOf(error);
        if (check) watch.onRealityCheck(check);
        throw error;
      },
    );
  return {
    openSession: () => api.call('session', { body: {} }),
    spin: (bet: number) => staking(api.call('spin', { body: { bet } })),
    deal: (bets: Bets) => staking(api.call('deal', { body: { bets } })),
    tablePlay: (bets: Readonly<Record<string, number>>) => staking(api.call('tablePlay', { body: { bets } })),
    blackjackStart: (stake: number) => staking(api.call('blackjackStart', { body: { stake } })),
    blackjackAct: (roundId: string, action: TBlackjackAction) =>
      staking(api.call('blackjackAct', { body: { roundId, action } })),
    acknowledgeRealityCheck: (due: string) => api.call('realityCheck', { body: { due } }),
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
