import type { z } from 'zod';
import type { BACCARAT_BETS } from '../../protocol/round-api.ts';
import {
  ZClientSeedAnswer,
  ZDealRequest,
  ZGameInfoAnswer,
  ZLaunchAnswer,
  ZLaunchRequest,
  ZPlayAnswer,
  ZRotateAnswer,
  ZRoundAnswer,
  ZSessionAnswer,
  ZSpinRequest,
  ZClientSeedRequest,
} from '../../protocol/round-api.ts';
import { GameApiError } from './api-error.ts';
import { readAnswer } from './read-answer.ts';

/**
 * The round API as typed functions. Bodies are checked with the protocol's request schemas
 * before they leave, answers parsed with its answer schemas when they arrive.
 */

type Bets = Partial<Record<(typeof BACCARAT_BETS)[number], number>>;

async function call<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { token?: string | null; body?: unknown } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.body === undefined && !init.token ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new GameApiError('network', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  return readAnswer(response.status, body, schema);
}

export function createGameApi(token: string) {
  return {
    openSession: () => call('/api/session', ZSessionAnswer, { token, body: {} }),
    spin: (bet: number) => call('/api/slot/spin', ZPlayAnswer, { token, body: ZSpinRequest.parse({ bet }) }),
    deal: (bets: Bets) =>
      call('/api/baccarat/deal', ZPlayAnswer, { token, body: ZDealRequest.parse({ bets }) }),
    setClientSeed: (clientSeed: string) =>
      call('/api/fairness/client-seed', ZClientSeedAnswer, {
        token,
        body: ZClientSeedRequest.parse({ clientSeed }),
      }),
    rotateSeeds: () => call('/api/fairness/rotate', ZRotateAnswer, { token, body: {} }),
  };
}

export type GameApi = ReturnType<typeof createGameApi>;

/** Calls without a session: the launch, the verify page and the help screen. */
export const publicApi = {
  launch: (launchCode: string) =>
    call('/api/launch', ZLaunchAnswer, { body: ZLaunchRequest.parse({ launchCode }) }),
  round: (id: string) => call(`/api/rounds/${encodeURIComponent(id)}`, ZRoundAnswer),
  gameInfo: (code: string) => call(`/api/games/${encodeURIComponent(code)}`, ZGameInfoAnswer),
};
