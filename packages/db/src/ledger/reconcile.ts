import type { Db } from '../client.ts';
import { DRIFT_KINDS, type TDriftReport } from '../schema/index.ts';
import { checkLedger } from './check-ledger.ts';
import type { SqlRunner } from './drift-query.ts';
import { reconcileGameTransfers } from './reconcile-game-transfers.ts';
import { reconcilePoints } from './reconcile-points.ts';
import { reconcileRequests } from './reconcile-requests.ts';
import { reconcileRewards } from './reconcile-rewards.ts';
import { reconcileRounds } from './reconcile-rounds.ts';
import { reconcileSport } from './reconcile-sport.ts';
import { reconcileWallet } from './reconcile-wallet.ts';

export type { SqlRunner };

export interface Reconciliation {
  /** Every kind checked, in DRIFT_KINDS order; game rounds only when the games database was given. */
  drift: TDriftReport;
  gamesChecked: boolean;
  /** No drift of any kind. */
  clean: boolean;
}

/**
 * Proves the money from scratch: the ledger's own rules (checkLedger), then every record that moves
 * money against the entries it moved — wallet transactions, deposit and withdrawal requests, comp
 * and commission, agent settlements, sport bets and their settlements, points, game-wallet transfers — and, given the game
 * server's database, its rounds against the wallet. Reads every row of those tables; meant for `npm run db:check` and the tests' last word,
 * never for a request. `now` places the stuck-round threshold.
 */
export async function reconcile(
  db: Db,
  { gamesDb, now }: { gamesDb?: SqlRunner | undefined; now: Date },
): Promise<Reconciliation> {
  const ledger = await checkLedger(db);
  const found: TDriftReport = {
    // checkLedger counts; which entries or accounts, an operator finds with its queries.
    unbalancedEntries: { count: ledger.unbalancedEntries, samples: [] },
    mismatchedAccounts: { count: ledger.mismatchedAccounts, samples: [] },
    negativeAccounts: { count: ledger.negativeAccounts, samples: [] },
    ...(await reconcileWallet(db)),
    ...(await reconcileRequests(db)),
    ...(await reconcileRewards(db)),
    ...(await reconcileSport(db)),
    ...(await reconcilePoints(db)),
    ...(await reconcileGameTransfers(db)),
    ...(gamesDb ? await reconcileRounds(db, gamesDb, now) : {}),
  };
  const drift: TDriftReport = {};
  for (const kind of DRIFT_KINDS) if (found[kind]) drift[kind] = found[kind];
  return { drift, gamesChecked: gamesDb !== undefined, clean: isReconciled(drift) };
}

function isReconciled(drift: TDriftReport): boolean {
  return Object.values(drift).every((kind) => kind.count === 0);
}
