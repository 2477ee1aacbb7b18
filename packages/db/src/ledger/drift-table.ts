import type { TDriftKind } from '../schema/index.ts';
import type { Reconciliation } from './reconcile.ts';

/** What each kind counts, and what its sample ids are ids of. */
const LABELS: Record<TDriftKind, string> = {
  unbalancedEntries: 'unbalanced entries',
  mismatchedAccounts: 'accounts off their postings',
  negativeAccounts: 'negative member accounts',
  walletMoneyWithoutEntry: 'wallet money without its entry (transaction ids)',
  walletEntryWithoutMoney: 'wallet refusals with an entry (transaction ids)',
  walletOrphanEntries: 'bet/win/rollback entries without a transaction',
  walletRefunds: 'refunds not matching their bet (transaction ids)',
  depositEntries: 'deposit requests without their entry',
  depositOrphanEntries: 'deposit entries without a request',
  withdrawHolds: 'withdrawals without their hold',
  withdrawEnds: 'withdrawals without their payout or release',
  withdrawOrphanEntries: 'withdrawal entries without a request',
  compAccruals: 'comp without its bets (entry ids)',
  commissions: 'commission without its bets (entry ids)',
  agentSettlements: 'agent settlements not matching their entry',
  sportStakes: 'sport bets without their stake entry (bet ids)',
  sportSettlements: 'sport bets whose settlements do not add up (bet ids)',
  sportRewards: 'sport comp or rolling without a settled bet (entry ids)',
  pointEntries: 'point entries not moving as a grant or conversion (entry ids)',
  gameTransfers: 'game-wallet transfers without the entries their state calls for',
  gameTransferOrphanEntries: 'game-wallet entries without their transfer (entry ids)',
  settledRounds: 'settled rounds without their bet and win',
  refundedRounds: 'refunded rounds that kept money',
  voidRounds: 'void rounds that moved money',
  stuckRounds: 'rounds stuck open or debited',
  unknownRounds: 'wallet bets on rounds the game server lacks',
};

/**
 * The report as a table, one kind a line: its count and sample ids, then the verdict. What the CLI
 * prints and what a test that finds drift fails with.
 */
export function formatDrift({ drift, gamesChecked, clean }: Reconciliation): string {
  const width = Math.max(...Object.values(LABELS).map((label) => label.length));
  const lines = Object.entries(drift).map(([kind, { count, samples }]) => {
    const label = LABELS[kind as TDriftKind].padEnd(width);
    const shown = samples.length > 0 ? `  e.g. ${samples.join(', ')}` : '';
    return `${label}  ${String(count).padStart(6)}${shown}`;
  });
  if (!gamesChecked) lines.push('game rounds: not checked (no game server database)');
  lines.push(clean ? 'reconciliation OK' : 'DRIFT FOUND');
  return lines.join('\n');
}
