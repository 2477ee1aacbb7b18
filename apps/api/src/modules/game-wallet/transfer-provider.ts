import type { Db } from '@haneul/db';
import { findTransferProvider } from './game-transfers.queries.ts';
import type { TransferProvider } from './transfer-client.ts';

/**
 * The transfer-wallet provider a call names, or the call's answer when there is none to talk to:
 * an unknown or seamless company is `cant_find_code`, one under maintenance `time`.
 */
export async function transferProviderOf(
  db: Db,
  company: string,
): Promise<TransferProvider | { status: 'cant_find_code' | 'time' }> {
  const provider = await findTransferProvider(db, company);
  if (!provider) return { status: 'cant_find_code' };
  if (provider.maintenance) return { status: 'time' };
  return { code: provider.code, launchUrl: provider.launchUrl };
}
