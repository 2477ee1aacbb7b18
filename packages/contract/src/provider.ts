import { z } from 'zod';
import { MAX_WON, ZDateTime, ZWon, ZWonBalance, zText } from './fields.ts';

/**
 * The wallet protocol (docs/wallet-protocol.md): what any game provider, ours
 * included, sends to `POST {API}/provider/{providerCode}/{action}` and what it gets back.
 */
export const PROVIDER_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export const ZProviderAction = z.enum(PROVIDER_ACTIONS);
export type TProviderAction = z.infer<typeof ZProviderAction>;

/** Request headers, as Node lower-cases them: Unix milliseconds, and the lowercase hex HMAC. */
export const PROVIDER_TIMESTAMP_HEADER = 'x-provider-timestamp';
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';
/** A request whose timestamp is further than this from the server's clock is refused (replay window). */
export const PROVIDER_MAX_CLOCK_SKEW_MS = 300_000;
/** The built-in game server's provider code; its secret is `PROVIDER_HANEUL_SECRET`. */
export const DEMO_PROVIDER_CODE = 'haneul';

/** Where a provider's secret comes from: `PROVIDER_<CODE>_SECRET`, non-alphanumerics as `_`. */
export function providerSecretEnvName(providerCode: string): string {
  return `PROVIDER_${providerCode.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_SECRET`;
}

/** The path a wallet call is sent to, and signed over: `/provider/{code}/{action}`. */
export function providerActionPath(providerCode: string, action: TProviderAction): string {
  return `/provider/${providerCode}/${action}`;
}

/** What a signature covers: when, which action (method and path), and the exact body bytes. */
export interface TProviderSignedRequest {
  /** The timestamp header as sent. */
  timestamp: string;
  method: string;
  /** The request path without a query string, e.g. `/provider/haneul/win`. */
  path: string;
  /** The body bytes as sent (never a re-serialisation, which could reorder keys or change spacing). */
  rawBody: string;
}

/**
 * The exact text both sides sign: `${timestamp}.${METHOD} ${path}.${rawBody}`. The method and path
 * are in it so that a body signed for one action (a `win`) cannot be replayed to another (`bet`).
 */
export function providerStringToSign({ timestamp, method, path, rawBody }: TProviderSignedRequest): string {
  return `${timestamp}.${method.toUpperCase()} ${path}.${rawBody}`;
}

/** True when the timestamp header is whole Unix milliseconds within the allowed skew of `nowMs`. */
export function isProviderTimestampFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs) <= PROVIDER_MAX_CLOCK_SKEW_MS;
}

/** Transaction and round ids: trimmed, at most 100 characters. */
export const PROVIDER_ID_MAX = 100;
const ZProviderId = zText(PROVIDER_ID_MAX);
/** The game session token the wallet's `authenticate` answered (43 characters). */
const ZGameToken = zText(200);
const ZGameCode = zText(100);

// Plain (not strict) objects: providers may add fields of their own; only these are read and hashed.
/** The one-time launch code of the game URL (open-game makes 43-character codes). */
export const ZProviderAuthenticateBody = z.object({ launchCode: zText(200) });
export const ZProviderBalanceBody = z.object({ token: ZGameToken });
export const ZProviderBetBody = z.object({
  token: ZGameToken,
  transactionId: ZProviderId,
  roundId: ZProviderId,
  gameCode: ZGameCode,
  amount: ZWon,
});
export const ZProviderWinBody = z.object({
  token: ZGameToken,
  transactionId: ZProviderId,
  roundId: ZProviderId,
  gameCode: ZGameCode,
  /** 0 records the round's end with no money. */
  amount: z.number().int().min(0).max(MAX_WON),
  /** True on the round's last call: the round's comp and agent commission are settled then. */
  roundEnded: z.boolean(),
  /**
   * The part of the round's stakes that earns comp and agent rolling, when not all of it does: a
   * baccarat round staked on both player and banker earns none on those two (hedged, the pair
   * loses only the banker's commission). Absent: the whole stake earns.
   */
  rollingStake: z.number().int().min(0).max(MAX_WON).optional(),
});
export const ZProviderRollbackBody = z.object({
  token: ZGameToken,
  transactionId: ZProviderId,
  /** The bet to refund; unknown ids are recorded so that bet is refused if it arrives later. */
  referenceTransactionId: ZProviderId,
  roundId: ZProviderId,
});
export type TProviderAuthenticateBody = z.infer<typeof ZProviderAuthenticateBody>;
export type TProviderBalanceBody = z.infer<typeof ZProviderBalanceBody>;
export type TProviderBetBody = z.infer<typeof ZProviderBetBody>;
export type TProviderWinBody = z.infer<typeof ZProviderWinBody>;
export type TProviderRollbackBody = z.infer<typeof ZProviderRollbackBody>;

/** Each action's body schema. */
export const providerBodies = {
  authenticate: ZProviderAuthenticateBody,
  balance: ZProviderBalanceBody,
  bet: ZProviderBetBody,
  win: ZProviderWinBody,
  rollback: ZProviderRollbackBody,
} as const satisfies Record<TProviderAction, z.ZodType>;

export const ZProviderStatus = z.enum([
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'DUPLICATE_MISMATCH',
  'TRANSACTION_ROLLED_BACK',
  'GAME_DISABLED',
  'PLAYER_BLOCKED',
  'INVALID_REQUEST',
  'LIMIT_REACHED',
]);
export type TProviderStatus = z.infer<typeof ZProviderStatus>;

/**
 * Every answer is HTTP 200 with this shape: the member's cash after the call, and the wallet's own
 * reference for a recorded transaction. A replayed transaction id gets its first answer again.
 */
export const ZProviderAnswer = z.object({
  status: ZProviderStatus,
  balance: ZWonBalance,
  transactionId: z.string().optional(),
});
export type TProviderAnswer = z.infer<typeof ZProviderAnswer>;

/**
 * The `balance` answer also names whose session the token is and which game it was opened for, so
 * a game server keys its state (seeds, rounds) by member and never trusts the game in its own URL.
 * `playerId` is opaque and stable per member. Both are absent when the token is not a live session.
 */
export const ZProviderBalanceAnswer = ZProviderAnswer.extend({
  playerId: z.string().min(1).optional(),
  gameCode: z.string().min(1).optional(),
});
export type TProviderBalanceAnswer = z.infer<typeof ZProviderBalanceAnswer>;

/**
 * Player protection a game window must apply (docs/protection.md#game-window): the member's reality
 * check, counted from `sessionStartedAt` (the launch: the game session's creation), and the
 * operator's safer slot play settings.
 */
export const ZProviderProtection = z.object({
  /** Every this many minutes of play the window shows the session's figures; null: never. */
  realityCheckMinutes: z.number().int().min(1).nullable(),
  sessionStartedAt: ZDateTime,
  slot: z.object({
    /** The least time from one spin's start to the next, ms (0: none). */
    minSpinMs: z.number().int().min(0),
    autoplayAllowed: z.boolean(),
    turboAllowed: z.boolean(),
    /** False: a win of at most the stake gets no celebration (animation, sound). */
    celebrateAtOrBelowStake: z.boolean(),
    /** The largest stake of one spin, won; null: the title's own maximum. */
    maxStake: ZWon.nullable(),
  }),
});
export type TProviderProtection = z.infer<typeof ZProviderProtection>;

/**
 * `authenticate` trades a launch code (single use, 60 s) for the game session token, which from
 * then on only the provider's server holds, with the same facts as `balance`. All of `token`,
 * `playerId` and `gameCode` are present exactly when the status is OK; so is `protection`, which
 * a provider built before it may ignore (it is optional to read, added later to the protocol).
 */
export const ZProviderAuthenticateAnswer = ZProviderBalanceAnswer.extend({
  token: z.string().min(1).optional(),
  protection: ZProviderProtection.optional(),
});
export type TProviderAuthenticateAnswer = z.infer<typeof ZProviderAuthenticateAnswer>;

/** Each action's answer schema. */
export const providerAnswers = {
  authenticate: ZProviderAuthenticateAnswer,
  balance: ZProviderBalanceAnswer,
  bet: ZProviderAnswer,
  win: ZProviderAnswer,
  rollback: ZProviderAnswer,
} as const satisfies Record<TProviderAction, z.ZodType>;

/** HTTP 401: bad or missing signature, stale timestamp, or a provider the wallet does not know. */
export const ZProviderSignatureFailure = z.object({ status: z.literal('INVALID_SIGNATURE') });
export type TProviderSignatureFailure = z.infer<typeof ZProviderSignatureFailure>;
