import {
  transferActionPath,
  ZTransferAnswer,
  type TTransferAction,
  type TTransferAnswer,
  type TTransferBalanceBody,
  type TTransferMoveBody,
} from '@haneul/contract';
import { signedPostHeaders, type Clock } from '@haneul/server-kit';
import { providerSecret } from '../provider/provider-secret.ts';

/** Where a transfer-wallet provider is reached: its code (whose secret signs) and its server. */
export interface TransferProvider {
  code: string;
  /** The provider's launch URL: its transfer API is at the same origin, `/transfer/<action>`. */
  launchUrl: string;
}

/**
 * No verdict from the provider: not reached, no answer in time, or an answer outside the transfer
 * API. Nobody knows whether money moved at the provider, so the transfer stays pending.
 */
export class TransferUnavailableError extends Error {
  constructor(
    readonly action: TTransferAction,
    options?: { cause?: unknown },
  ) {
    super(`transfer ${action}: no answer`, options);
    this.name = 'TransferUnavailableError';
  }
}

/** The API's side of the transfer API (docs/wallet-protocol.md#transfer-api). */
export interface TransferClient {
  deposit(provider: TransferProvider, body: TTransferMoveBody): Promise<TTransferAnswer>;
  withdraw(provider: TransferProvider, body: TTransferMoveBody): Promise<TTransferAnswer>;
  balance(provider: TransferProvider, body: TTransferBalanceBody): Promise<TTransferAnswer>;
}

/**
 * Signs each call with the provider's wallet secret (`PROVIDER_<CODE>_SECRET`) as the wallet
 * protocol does, and parses the answer with the contract. A provider without a secret cannot be
 * called at all (no answer, as if unreachable).
 */
export function createTransferClient({
  timeoutMs,
  clock,
}: {
  timeoutMs: number;
  clock: Clock;
}): TransferClient {
  const call = async (action: TTransferAction, provider: TransferProvider, body: object) => {
    const secret = providerSecret(provider.code);
    if (secret === null) throw new TransferUnavailableError(action, { cause: new Error('no secret') });
    const rawBody = JSON.stringify(body);
    const timestamp = String(clock().getTime());
    const path = transferActionPath(action);
    try {
      const response = await fetch(new URL(path, provider.launchUrl), {
        method: 'POST',
        body: rawBody,
        headers: signedPostHeaders(secret, { path, rawBody, timestamp }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const parsed = ZTransferAnswer.safeParse(response.status === 200 ? await response.json() : null);
      if (!parsed.success) throw new Error(`HTTP ${response.status}`);
      return parsed.data;
    } catch (error) {
      throw new TransferUnavailableError(action, { cause: error });
    }
  };
  return {
    deposit: (provider, body) => call('deposit', provider, body),
    withdraw: (provider, body) => call('withdraw', provider, body),
    balance: (provider, body) => call('balance', provider, body),
  };
}
