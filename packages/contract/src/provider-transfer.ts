import { z } from 'zod';
import { ZWon, ZWonBalance, zText } from './fields.ts';

/**
 * The transfer API of a transfer-wallet provider (docs/wallet-protocol.md#transfer-api): the API
 * moves a member's money in and out of the provider's own wallet with
 * `POST {provider}/transfer/{action}`, signed like the wallet protocol (the API signs, the provider
 * verifies). `transferId` is the idempotency key: a retry sends the same id and gets the first
 * answer again; the same id with other data answers DUPLICATE_MISMATCH.
 */
export const TRANSFER_ACTIONS = ['deposit', 'withdraw', 'balance'] as const;
export type TTransferAction = (typeof TRANSFER_ACTIONS)[number];

/** The built-in game server's transfer-wallet provider; it hosts engines as `cloud-<engine code>`. */
export const BUILT_IN_TRANSFER_PROVIDER_CODE = 'cloud';

/** The path a transfer call is sent to, and signed over. */
export const transferActionPath = (action: TTransferAction): string => `/transfer/${action}`;

const ZPlayerId = zText(100);
export const ZTransferMoveBody = z.object({
  transferId: zText(100),
  playerId: ZPlayerId,
  amount: ZWon,
});
export const ZTransferBalanceBody = z.object({ playerId: ZPlayerId });
export type TTransferMoveBody = z.infer<typeof ZTransferMoveBody>;
export type TTransferBalanceBody = z.infer<typeof ZTransferBalanceBody>;

export const transferBodies = {
  deposit: ZTransferMoveBody,
  withdraw: ZTransferMoveBody,
  balance: ZTransferBalanceBody,
} as const satisfies Record<TTransferAction, z.ZodType>;

/** OK, or a definite refusal: nothing moved (a withdrawal above the balance, a reused id, a bad body). */
export const ZTransferStatus = z.enum(['OK', 'INSUFFICIENT_FUNDS', 'DUPLICATE_MISMATCH', 'INVALID_REQUEST']);
export type TTransferStatus = z.infer<typeof ZTransferStatus>;

/** Every answer is HTTP 200: the player's balance at the provider after the call. */
export const ZTransferAnswer = z.object({ status: ZTransferStatus, balance: ZWonBalance });
export type TTransferAnswer = z.infer<typeof ZTransferAnswer>;
