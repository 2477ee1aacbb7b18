import type { FastifyInstance } from 'fastify';
import type { Db } from '@haneul/db';
import { findTransferProvider, listDueTransfers } from './game-transfers.queries.ts';
import { sendPendingTransfer } from './finish-transfer.service.ts';
import type { TransferClient } from './transfer-client.ts';

/** How long a pending transfer is left to its request (two provider timeouts and more) before a retry. */
export const TRANSFER_RETRY_AFTER_MS = 15_000;
/** How often the retry loop looks for pending transfers. */
const RETRY_EVERY_MS = 10_000;
/** Transfers one pass sends at most; the next pass takes the rest. */
const RETRY_BATCH = 50;

/**
 * One pass of the retry loop: every transfer still pending past the retry delay is sent again with
 * its own id until the provider answers (then it ends as that answer says, money and all), whoever
 * sent it first. Answers the members whose money moved; `onMoved` hears each as its transfer ends,
 * so a pass that fails later still told the ones that committed before.
 */
export async function retryPendingTransfers(
  db: Db,
  transfers: TransferClient,
  now: Date,
  onMoved: (memberId: number) => void = () => undefined,
): Promise<number[]> {
  const due = await listDueTransfers(db, {
    before: new Date(now.getTime() - TRANSFER_RETRY_AFTER_MS),
    limit: RETRY_BATCH,
  });
  const moved: number[] = [];
  for (const transfer of due) {
    const provider = await findTransferProvider(db, transfer.providerCode);
    // A provider switched to seamless since keeps its pending transfers until staff look at them.
    if (!provider) continue;
    const end = await sendPendingTransfer(db, transfers, { transfer, provider, now });
    if (end !== 'pending') {
      moved.push(transfer.memberId);
      onMoved(transfer.memberId);
    }
  }
  return moved;
}

/**
 * Runs the retry pass at boot and then every RETRY_EVERY_MS, a pass to its end before the next is
 * scheduled (like the sportsbook's jobs); a failed pass is logged and the next tries again.
 */
export function startTransferRetries(app: FastifyInstance): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = retryPendingTransfers(app.db, app.transfers, app.clock(), (memberId) =>
      app.live.balance(memberId),
    )
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'transfer retry pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, RETRY_EVERY_MS);
      });
  };
  pass();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
