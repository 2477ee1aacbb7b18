import {
  commitServerSeed,
  createFairRandom,
  createShoe,
  fairBytes,
  findSlotTitle,
  playCoup,
  playTableRound,
  settle,
  spin,
  TABLE_GAMES,
  type BaccaratBets,
  type Coup,
  type Settlement,
  type SpinResult,
  type TableBets,
  type TableDraw,
  type TableSettlement,
} from '@haneul/game-math';
import { engineCodeOf, gameKindOf } from '../../protocol/game-codes.ts';
import { replayHand, type ReplayedHand } from './recompute-blackjack.ts';

/**
 * Replays a round in the browser from its seeds with the same engines the game server runs:
 * a slot spin is `spin(title, bet, createFairRandom(seeds))`; a baccarat coup (any of the three
 * baccarat tables) is dealt from a fresh 8-deck shoe shuffled by the round's stream, then settled
 * on the stakes; roulette, dragon tiger and sic bo draw their pocket, cards or dice from the stream
 * and settle the table's stakes; a blackjack hand is dealt from its shoe and replayed decision by
 * decision. Nothing here trusts the server: it needs only the revealed seed, the client seed and
 * the nonce (and a hand's recorded decisions).
 */
export const FIRST_BYTES = 32;

export interface VerifyInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: number;
  /** Baccarat stakes by spot, or a table's stakes by bet key. */
  stakes: BaccaratBets | TableBets;
  /** A blackjack hand's decisions, in order, as the engine names them. */
  actions?: readonly string[];
}

export type Replayed =
  | { kind: 'slot'; spin: SpinResult; bytesUsed: number }
  | { kind: 'baccarat'; coup: Coup; settlement: Settlement; bytesUsed: number }
  | { kind: 'table'; draw: TableDraw; settlement: TableSettlement; bytesUsed: number }
  | (ReplayedHand & { bytesUsed: number });

type FailReason = 'unknownGame' | 'invalidBet' | 'noStake' | 'invalidActions';

export type Recomputed =
  | { ok: true; commitment: string; firstBytes: string; round: Replayed }
  | {
      ok: false;
      commitment: string;
      firstBytes: string;
      reason: FailReason | 'invalidNonce';
    };

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function recomputeRound(input: VerifyInput): Recomputed {
  const commitment = commitServerSeed(input.serverSeed);
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0)
    return { ok: false, commitment, firstBytes: '', reason: 'invalidNonce' };
  const firstBytes = hex(fairBytes(seeds, FIRST_BYTES));
  const fail = (reason: FailReason): Recomputed => ({
    ok: false,
    commitment,
    firstBytes,
    reason,
  });
  const rng = createFairRandom(seeds);
  const kind = gameKindOf(input.game);
  if (!kind) return fail('unknownGame');
  const staked = Object.values(input.stakes).some((stake) => (stake ?? 0) > 0);

  if (kind === 'blackjack') {
    const hand = replayHand({ rng, bet: input.bet, actions: input.actions ?? [] });
    if (typeof hand === 'string') return fail(hand);
    return { ok: true, commitment, firstBytes, round: { ...hand, bytesUsed: rng.bytesUsed } };
  }
  if (kind === 'baccarat') {
    if (!staked) return fail('noStake');
    const { coup } = playCoup(createShoe({ rng }));
    const settlement = settle(input.stakes as BaccaratBets, coup);
    return { ok: true, commitment, firstBytes, round: { kind, coup, settlement, bytesUsed: rng.bytesUsed } };
  }
  if (kind !== 'slot') {
    if (!staked) return fail('noStake');
    const table = TABLE_GAMES[kind];
    if (Object.entries(input.stakes).some(([key, stake]) => table.betKind(key) === null || !(stake > 0)))
      return fail('invalidBet');
    const { draw, settlement } = playTableRound(kind, input.stakes as TableBets, rng);
    return {
      ok: true,
      commitment,
      firstBytes,
      round: { kind: 'table', draw, settlement, bytesUsed: rng.bytesUsed },
    };
  }
  const title = findSlotTitle(engineCodeOf(input.game));
  if (!title) return fail('unknownGame');
  const { bet } = input;
  if (
    !Number.isSafeInteger(bet) ||
    bet < title.minBet ||
    bet > title.maxBet ||
    bet % title.coinsPerSpin !== 0
  )
    return fail('invalidBet');
  return {
    ok: true,
    commitment,
    firstBytes,
    round: { kind: 'slot', spin: spin(title, bet, rng), bytesUsed: rng.bytesUsed },
  };
}
