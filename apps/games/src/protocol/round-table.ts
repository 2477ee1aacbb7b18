import type { RestSpec } from '@haneul/contract/client';
import { z } from 'zod';
import {
  ZBlackjackActAnswer,
  ZBlackjackActRequest,
  ZBlackjackStartRequest,
  ZClientSeedAnswer,
  ZClientSeedRequest,
  ZDealRequest,
  ZGameInfoAnswer,
  ZLaunchAnswer,
  ZLaunchRequest,
  ZPlayAnswer,
  ZRealityCheckAck,
  ZRealityCheckAckAnswer,
  ZRotateAnswer,
  ZRoundAnswer,
  ZSessionAnswer,
  ZSpinRequest,
  ZTablePlayRequest,
} from './round-api.ts';

/** No query string, or no body: a call with this body sends `{}` and the server reads none. */
export const ZNone = z.object({});

/**
 * The round API as a table (name → method, path, body, answer), so the game window's client is the
 * contract's generic one. The session calls carry the window's bearer token; the others are public.
 */
export const roundTable = {
  launch: { method: 'POST', path: '/api/launch', query: ZNone, body: ZLaunchRequest, answer: ZLaunchAnswer },
  session: { method: 'POST', path: '/api/session', query: ZNone, body: ZNone, answer: ZSessionAnswer },
  spin: { method: 'POST', path: '/api/slot/spin', query: ZNone, body: ZSpinRequest, answer: ZPlayAnswer },
  deal: { method: 'POST', path: '/api/baccarat/deal', query: ZNone, body: ZDealRequest, answer: ZPlayAnswer },
  tablePlay: {
    method: 'POST',
    path: '/api/table/play',
    query: ZNone,
    body: ZTablePlayRequest,
    answer: ZPlayAnswer,
  },
  blackjackStart: {
    method: 'POST',
    path: '/api/blackjack/start',
    query: ZNone,
    body: ZBlackjackStartRequest,
    answer: ZPlayAnswer,
  },
  blackjackAct: {
    method: 'POST',
    path: '/api/blackjack/act',
    query: ZNone,
    body: ZBlackjackActRequest,
    answer: ZBlackjackActAnswer,
  },
  realityCheck: {
    method: 'POST',
    path: '/api/reality-check',
    query: ZNone,
    body: ZRealityCheckAck,
    answer: ZRealityCheckAckAnswer,
  },
  clientSeed: {
    method: 'POST',
    path: '/api/fairness/client-seed',
    query: ZNone,
    body: ZClientSeedRequest,
    answer: ZClientSeedAnswer,
  },
  rotate: { method: 'POST', path: '/api/fairness/rotate', query: ZNone, body: ZNone, answer: ZRotateAnswer },
  round: { method: 'GET', path: '/api/rounds/:id', query: ZNone, body: ZNone, answer: ZRoundAnswer },
  gameInfo: { method: 'GET', path: '/api/games/:code', query: ZNone, body: ZNone, answer: ZGameInfoAnswer },
} satisfies Record<string, RestSpec>;

export type RoundTable = typeof roundTable;
