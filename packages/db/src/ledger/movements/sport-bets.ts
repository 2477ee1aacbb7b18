import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { ledgerAccounts } from '../../schema/index.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postEntry } from '../post-entry.ts';
import { postOnce } from './post-once.ts';
import { won, type EntryId, type MemberId, type Won } from '../units.ts';

/**
 * A sport bet accepted: its stake leaves the member's cash for the house's sport book, keyed
 * `sport-bet:<bet>`, so a bet's stake is taken once however often its acceptance is retried. An
 * overdraft is the ledger's `insufficient_funds`, and nothing moves.
 */
export async function takeSportStake(
  tx: Db,
  options: { memberId: MemberId; betId: number; stake: Won; createdAt?: Date },
): Promise<{ entryId: EntryId; cash: Won }> {
  const { memberId, betId, stake, createdAt } = options;
  const cash = await memberAccountId(tx, memberId, 'cash');
  const { entryId, balances } = await postEntry(tx, {
    kind: 'sport_bet',
    memberId,
    idempotencyKey: `sport-bet:${betId}`,
    memo: `sport bet ${betId}`,
    createdAt,
    postings: [
      { accountId: cash, amount: -stake },
      { accountId: await houseAccountId(tx, 'house_sport'), amount: stake },
    ],
  });
  return { entryId, cash: balances.get(cash) ?? won(0) };
}

/** What one settlement of a bet moved. */
export interface SportSettlementMoved {
  /** Null when the payout did not change (a first settlement of a lost bet, a correction to the same). */
  entryId: EntryId | null;
  /** Of a clawback, what the member's cash could not cover and the house wrote off. */
  writtenOff: Won;
}

/**
 * Settlement `seq` of a bet: the first pays `payout` from the sport book to the member's cash; each
 * later one reverses the one before on a corrected result, moving only the difference between the
 * new payout and `previousPayout`, keyed `sport-settle:<bet>:<seq>` so a settlement lands once.
 * A clawback takes what the member's cash holds (locked first, in this transaction) and the house
 * writes off the rest against its adjustment account: no balance ever goes below zero, and the
 * sport book still sees the whole reversal.
 */
export async function settleSportBet(
  tx: Db,
  options: {
    memberId: MemberId;
    betId: number;
    seq: number;
    payout: Won;
    previousPayout: Won;
    createdAt?: Date;
  },
): Promise<SportSettlementMoved> {
  const { memberId, betId, seq, payout, previousPayout, createdAt } = options;
  const difference = payout - previousPayout;
  if (difference === 0) return { entryId: null, writtenOff: won(0) };
  const cash = await memberAccountId(tx, memberId, 'cash');
  const book = await houseAccountId(tx, 'house_sport');
  let writtenOff = 0;
  if (difference < 0) {
    const [locked] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, cash))
      .for('update');
    writtenOff = Math.max(0, -difference - (locked?.balance ?? 0));
  }
  const fromCash = difference + writtenOff;
  const postings = [
    { accountId: cash, amount: won(fromCash) },
    { accountId: book, amount: won(-difference) },
    ...(writtenOff > 0
      ? [{ accountId: await houseAccountId(tx, 'house_adjustment'), amount: won(-writtenOff) }]
      : []),
  ].filter((posting) => posting.amount !== 0);
  const { entryId } = await postEntry(tx, {
    kind: 'sport_settle',
    memberId,
    idempotencyKey: `sport-settle:${betId}:${seq}`,
    memo: `sport bet ${betId} settlement ${seq}`,
    createdAt,
    postings,
  });
  return { entryId, writtenOff: won(writtenOff) };
}

/**
 * A settled sport bet's comp: house comp → the member's comp, keyed `sport-comp:<bet>`, so a
 * re-settled bet earns nothing twice (comp is on the stake, which no correction changes).
 */
export async function creditSportComp(
  tx: Db,
  {
    memberId,
    betId,
    amount,
    createdAt,
  }: { memberId: MemberId; betId: number; amount: Won; createdAt?: Date },
): Promise<void> {
  await postOnce(tx, {
    kind: 'comp_accrual',
    memberId,
    idempotencyKey: `sport-comp:${betId}`,
    memo: `sport bet ${betId}`,
    createdAt,
    postings: [
      { accountId: await houseAccountId(tx, 'house_comp'), amount: -amount },
      { accountId: await memberAccountId(tx, memberId, 'comp'), amount },
    ],
  });
}

/** An agent's rolling commission on a member's settled sport bet, keyed `sport-commission:<bet>:<agent>`. */
export async function creditSportCommission(
  tx: Db,
  options: { memberId: MemberId; betId: number; agentId: MemberId; amount: Won; createdAt?: Date },
): Promise<void> {
  const { memberId, betId, agentId, amount, createdAt } = options;
  await postOnce(tx, {
    kind: 'commission',
    memberId: agentId,
    idempotencyKey: `sport-commission:${betId}:${agentId}`,
    memo: `sport bet ${betId} member ${memberId}`,
    createdAt,
    postings: [
      { accountId: await houseAccountId(tx, 'house_commission'), amount: -amount },
      { accountId: await memberAccountId(tx, agentId, 'commission'), amount },
    ],
  });
}
