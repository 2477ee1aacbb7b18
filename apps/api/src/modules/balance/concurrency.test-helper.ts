import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  depositRequests,
  houseAccountId,
  journalEntries,
  ledgerPostings,
  memberBalances,
  withdrawRequests,
  type Db,
} from '@haneul/db';
import { PENDING_STATES } from './requests.queries.ts';

/** A member of the scenario, with what the API told them happened. */
export interface Player {
  id: number;
  token: string;
  startCash: number;
  startComp: number;
  /** Comp the API said it converted (success answers only). */
  converted: number;
  /** Withdrawals the API said it accepted. */
  applied: number;
}

/** The member's pending request of a kind, as an operator's queue would show it. */
export async function pendingRequestId(
  db: Db,
  table: typeof depositRequests | typeof withdrawRequests,
  memberId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.memberId, memberId), inArray(table.state, PENDING_STATES)));
  return row?.id;
}

const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);

/**
 * Checks one member's books against their requests and what the API answered:
 * cash = start + completed deposits − (paid + pending withdrawals) + converted comp, hold = pending,
 * comp = start − converted, each completed deposit credited by exactly one entry.
 * Returns the member's net effect on the cash desk (deposits in, payouts out).
 */
export async function expectMemberBooks(db: Db, player: Player, prepared: number): Promise<number> {
  const deposits = await db.select().from(depositRequests).where(eq(depositRequests.memberId, player.id));
  const withdrawals = await db
    .select()
    .from(withdrawRequests)
    .where(eq(withdrawRequests.memberId, player.id));
  const credited = deposits.filter((d) => d.state === 'completed');
  const paid = withdrawals.filter((w) => w.state === 'completed');
  const pending = withdrawals.filter((w) => PENDING_STATES.includes(w.state));
  const balances = await memberBalances(db, player.id);

  expect(pending.length).toBeLessThanOrEqual(1);
  expect(deposits.filter((d) => PENDING_STATES.includes(d.state)).length).toBeLessThanOrEqual(1);
  expect(balances.cash).toBeGreaterThanOrEqual(0);
  expect(balances.comp).toBe(player.startComp - player.converted);
  expect(balances.hold).toBe(sum(pending));
  expect(balances.cash).toBe(player.startCash + sum(credited) - sum(paid) - sum(pending) + player.converted);
  expect(withdrawals.length).toBe(prepared + player.applied);

  const credits = await db
    .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(and(eq(journalEntries.memberId, player.id), like(journalEntries.idempotencyKey, 'deposit:%')));
  expect(credits.map((c) => c.key).sort()).toEqual(credited.map((d) => `deposit:${d.id}`).sort());
  for (const d of credited) expect(credits.find((c) => c.key === `deposit:${d.id}`)?.id).toBe(d.entryId);
  // A settled withdrawal records its pay or release entry; a pending one has none yet.
  for (const w of withdrawals) expect(w.entryId === null).toBe(PENDING_STATES.includes(w.state));
  return sum(credited) - sum(paid);
}

/** The house cash desk's balance: the sum of its postings (house balances are never stored). */
export async function cashDeskTotal(db: Db): Promise<number> {
  const desk = await houseAccountId(db, 'house_cash_desk');
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, desk));
  return row?.total ?? 0;
}

/** Every request's settlement attempts, `deposit:<id>` / `withdraw:<id>` → statuses answered. */
export async function expectSettledOnce(db: Db, attempts: Map<string, string[]>): Promise<void> {
  const requests = [
    ...(await db.select({ id: depositRequests.id, state: depositRequests.state }).from(depositRequests)).map(
      (r) => ({ key: `deposit:${r.id}`, state: r.state }),
    ),
    ...(
      await db.select({ id: withdrawRequests.id, state: withdrawRequests.state }).from(withdrawRequests)
    ).map((r) => ({ key: `withdraw:${r.id}`, state: r.state })),
  ];
  for (const { key, state } of requests) {
    const successes = (attempts.get(key) ?? []).filter((status) => status === 'success').length;
    expect({ key, successes }).toEqual({ key, successes: PENDING_STATES.includes(state) ? 0 : 1 });
  }
}
