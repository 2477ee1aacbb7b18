import type { FastifyRequest } from 'fastify';
import type { AppError } from '@haneul/server-kit';
import { walletUnavailable } from '../lib/games-errors.ts';
import { WalletUnavailableError } from '../wallet/wallet-client.ts';

/**
 * The error handler's answer to a wallet that gave no verdict: 503 `wallet_unavailable`, logged
 * with the reason (the round it interrupted is finished by recovery). Other errors: undefined.
 */
export function answerWalletFailure(error: unknown, request: FastifyRequest): AppError | undefined {
  if (!(error instanceof WalletUnavailableError)) return undefined;
  request.log.warn({ err: error, reason: error.reason }, 'wallet unavailable');
  return walletUnavailable();
}
