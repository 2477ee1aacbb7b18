import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TProviderProtection } from '@haneul/contract';
import { GAME_KINDS, ROUND_STATES } from '../../protocol/round-api.ts';
import type { TRoundOutcome } from '../modules/games/draw-outcome.ts';

/** The blackjack decisions that stake more (the engine's `extraStakeOf` is above 0 for them). */
export const EXTRA_STAKE_ACTIONS = ['double', 'split', 'insurance'] as const;

const at = () => timestamp({ withTimezone: true });
/** Whole won; the CHECKs keep every amount within 2^53 - 1, so `number` is exact. */
const won = () => bigint({ mode: 'number' });
const UNFINISHED = sql`state in ('open', 'debited')`;

/**
 * A game window's session with this server, made when the window redeems its launch code. The
 * window holds only `tokenHash`'s token; the wallet's game session token it stands for stays here.
 * `protection` is what the wallet's `authenticate` answered for it (null: a wallet that sent none,
 * so nothing more than the wallet's own checks applies); `realityCheckSeen` the latest reality
 * check the window acknowledged.
 */
export const windowSessions = pgTable(
  'window_sessions',
  {
    tokenHash: text().primaryKey(),
    walletToken: text().notNull(),
    playerId: text().notNull(),
    gameCode: text().notNull(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    protection: jsonb().$type<TProviderProtection>(),
    realityCheckSeen: at(),
  },
  (t) => [
    index('window_sessions_expiry').on(t.expiresAt),
    // The transfer-mode wallet finds a balance call's game by its token.
    index('window_sessions_wallet_token').on(t.walletToken),
  ],
);

/** Members as the wallet names them (`playerId` of its balance answer); nothing else is kept. */
export const players = pgTable('players', {
  id: text().primaryKey(),
  createdAt: at().notNull().defaultNow(),
});

/**
 * Provably fair seed pairs. A player has exactly one active pair (revealedAt null): its server seed
 * is shown only as its SHA-256 until the pair is rotated away, then revealed for verification.
 * `nextNonce` is the nonce the next round takes; rounds of a pair use 0 .. nextNonce - 1.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: text()
      .notNull()
      .references(() => players.id),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    revealedAt: at(),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active')
      .on(t.playerId)
      .where(sql`revealed_at is null`),
    check('seed_pairs_next_nonce', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * Rounds: the outcome is drawn and stored before any money moves, so a round can always be
 * finished (or refunded) exactly as it was drawn. `state` follows the protocol's ROUND_STATES.
 * `leaseUntil` is how long the request that opened the round owns it; recovery takes over only
 * after it, and `recoveryAttempts` > 0 tells the request it lost the round (see play-round).
 * `walletToken` is the game session token the round's wallet calls need; cleared once final.
 *
 * A blackjack round stays `debited` while the player decides: its lease runs to the end of the
 * idle time after each decision (then recovery stands the hand and pays it). `version` counts
 * every change of the hand, so of two decisions read from one version only the first is written.
 * A double, split or insurance stakes more with bet `${id}:bet:<n>`: `extraBets` is the last n
 * handed out, and `pendingAction` the decision whose bet has not been answered yet (if the answer
 * is lost, that bet is rolled back before anything else is done to the hand).
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid().primaryKey(),
    playerId: text()
      .notNull()
      .references(() => players.id),
    gameCode: text().notNull(),
    kind: text({ enum: GAME_KINDS }).notNull(),
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer().notNull(),
    stake: won().notNull(),
    payout: won().notNull(),
    outcome: jsonb().$type<TRoundOutcome>().notNull(),
    state: text({ enum: ROUND_STATES }).notNull(),
    walletToken: text(),
    /** The wallet's own references from its answers (its `transactionId`). */
    betReference: text(),
    winReference: text(),
    rollbackReference: text(),
    /**
     * The member's cash around the round as the wallet answered it, for the window's recall: before
     * (the bet's answer plus the stake) and after (the win's answer). Null when the answer was lost
     * to an interruption and recovery finished the round.
     */
    balanceBefore: won(),
    balanceAfter: won(),
    leaseUntil: at().notNull(),
    recoveryAttempts: integer().notNull().default(0),
    version: integer().notNull().default(0),
    extraBets: integer().notNull().default(0),
    pendingAction: text({ enum: EXTRA_STAKE_ACTIONS }),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    unique('rounds_seed_pair_nonce').on(t.seedPairId, t.nonce),
    uniqueIndex('rounds_one_unfinished_per_player').on(t.playerId).where(UNFINISHED),
    index('rounds_player_game').on(t.playerId, t.gameCode, t.createdAt),
    index('rounds_unfinished_lease').on(t.leaseUntil).where(UNFINISHED),
    check('rounds_state', sql`${t.state} in ('open', 'debited', 'settled', 'refunded', 'void')`),
    check(
      'rounds_kind',
      sql`${t.kind} in ('slot', 'baccarat', 'roulette', 'dragonTiger', 'sicBo', 'blackjack')`,
    ),
    check('rounds_extra_bets', sql`${t.extraBets} >= 0`),
    check(
      'rounds_pending_action',
      sql`${t.pendingAction} is null or (${t.pendingAction} in ('double', 'split', 'insurance') and ${t.extraBets} > 0)`,
    ),
    check(
      'rounds_amounts',
      sql`${t.stake} > 0 and ${t.stake} <= 9007199254740991 and ${t.payout} >= 0 and ${t.payout} <= 9007199254740991`,
    ),
    check('rounds_nonce', sql`${t.nonce} >= 0`),
    check('rounds_token_while_unfinished', sql`${t.walletToken} is not null or not (${UNFINISHED})`),
  ],
);

/**
 * Transfer mode (the built-in transfer-wallet provider's games): the member's money held here, per
 * player, moved in and out by the API's signed transfer calls and by the rounds of those games.
 */
export const transferWallets = pgTable(
  'transfer_wallets',
  {
    playerId: text()
      .primaryKey()
      .references(() => players.id),
    balance: won().notNull().default(0),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('transfer_wallets_balance', sql`${t.balance} >= 0 and ${t.balance} <= 9007199254740991`)],
);

/** What moves a transfer wallet: the API's deposits and withdrawals, and the rounds' bets, wins, rollbacks. */
export const TRANSFER_MOVE_KINDS = ['deposit', 'withdraw', 'bet', 'win', 'rollback'] as const;
export type TTransferMoveKind = (typeof TRANSFER_MOVE_KINDS)[number];

/**
 * Every move of a transfer wallet, once, under the id its caller gave (`transfer:<id>` for the
 * API's transfers, the round's transaction ids for play), with the answer it got: a replay answers
 * it again, the same id with other data is a mismatch. `amount` is what the wallet moved (signed; 0
 * for a refusal or a rollback of a bet that never landed); `reference` the bet a rollback names.
 */
export const transferMoves = pgTable(
  'transfer_moves',
  {
    id: text().primaryKey(),
    playerId: text()
      .notNull()
      .references(() => players.id),
    kind: text({ enum: TRANSFER_MOVE_KINDS }).notNull(),
    requested: won().notNull(),
    amount: won().notNull(),
    reference: text(),
    status: text().notNull(),
    balanceAfter: won().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('transfer_moves_reference').on(t.reference),
    check('transfer_moves_kind', sql`${t.kind} in ('deposit', 'withdraw', 'bet', 'win', 'rollback')`),
  ],
);
