import type { Db } from '@haneul/db';
import {
  createTestMember,
  createTestSession,
  createTestStaff,
  createTestStaffSession,
} from '@haneul/db/testing';
import { createCatalogue, openSession } from '../../apps/api/src/modules/provider/provider.test-helper.ts';
import { seededRandom } from '../../apps/api/src/testing/seeded-random.ts';
import type { Answer, StormClient } from './storm-client.ts';

export interface StormPlayer {
  memberId: number;
  /** The member's session, for member calls. */
  token: string;
  /** The member's game session, for the wallet. */
  gameToken: string;
  startCash: number;
}

/** What the cluster acknowledged for one member: each must be in the ledger exactly once. */
export interface Acknowledged {
  /** Wallet transaction id → its effect on cash (a bet negative). */
  wallet: Map<string, number>;
  /** Request id → amount, for the deposits completed and the withdrawals paid out. */
  deposits: Map<number, number>;
  withdrawals: Map<number, number>;
  conversions: number[];
  /** Comp conversions whose answer was lost: each landed once or not at all. */
  unknownConversions: number[];
}

const START_CASH = 10_000_000;
const START_COMP = 1_000_000;
/** The amounts the site's rules allow: deposits and withdrawals from 10,000, comp from 10,000. */
const MONEY_STEP = 10_000;

/**
 * The storm's players, made on the primary directly: members with cash and comp, each signed in
 * to the site and with a game session on the built-in provider's slot; an operator signed in.
 */
export async function createStormPlayers(db: Db, count: number, now: Date) {
  const { slot } = await createCatalogue(db, 'haneul');
  const staff = await createTestStaff(db);
  const staffToken = await createTestStaffSession(db, staff.id, now);
  const players: StormPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createTestMember(db, {}, { cash: START_CASH, comp: START_COMP });
    players.push({
      memberId: member.id,
      token: await createTestSession(db, member.id, now),
      gameToken: await openSession(db, { memberId: member.id, gameCode: slot, now }),
      startCash: START_CASH,
    });
  }
  return { slot, staffToken, players };
}

function expectStatus(what: string, answer: Answer, allowed: string[]): string {
  const status = String(answer.json.status);
  if (!allowed.includes(status))
    throw new Error(`${what}: HTTP ${answer.http} ${JSON.stringify(answer.json)}`);
  return status;
}

/**
 * One player's part of the storm, one call at a time until `running` says stop: a slot round (a
 * signed bet, then its win) each turn, and every fourth turn a money call in turn — a deposit an
 * operator completes, a withdrawal an operator pays out, a comp conversion.
 */
export async function playStorm(
  client: StormClient,
  {
    player,
    slot,
    staffToken,
    running,
  }: { player: StormPlayer; slot: string; staffToken: string; running: () => boolean },
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = {
    wallet: new Map(),
    deposits: new Map(),
    withdrawals: new Map(),
    conversions: [],
    unknownConversions: [],
  };
  const random = seededRandom(player.memberId);
  const memberId = player.memberId;
  for (let turn = 1; running(); turn += 1) {
    const roundId = `storm-${memberId}-${turn}`;
    const stake = 100 * (1 + Math.floor(random() * 50));
    const round = { token: player.gameToken, roundId, gameCode: slot };
    const bet = await client.wallet('bet', { ...round, transactionId: `${roundId}-bet`, amount: stake });
    expectStatus('bet', bet, ['OK']);
    acknowledged.wallet.set(`${roundId}-bet`, -stake);
    const prize = Math.floor(random() * 2 * stake);
    const win = await client.wallet('win', {
      ...round,
      transactionId: `${roundId}-win`,
      amount: prize,
      roundEnded: true,
    });
    expectStatus('win', win, ['OK']);
    acknowledged.wallet.set(`${roundId}-win`, prize);
    if (turn % 4 !== 0) continue;
    const amount = MONEY_STEP * (1 + Math.floor(random() * 5));
    const money = (turn / 4) % 3;
    if (money === 0) {
      const deposit = { amount, depositorName: '폭풍' };
      acknowledged.deposits.set(...(await applyAndComplete(client, staffToken, player, 'deposits', deposit)));
    } else if (money === 1) {
      const withdrawal = { amount, exchangePassword: '1234' };
      acknowledged.withdrawals.set(
        ...(await applyAndComplete(client, staffToken, player, 'withdrawals', withdrawal)),
      );
    } else {
      // Not safe to send twice: a lost answer is one conversion or none, never a second.
      const converted = await client.memberOnce('roll-to-balance', { amount }, player.token);
      if (converted === 'unknown') acknowledged.unknownConversions.push(amount);
      else if (expectStatus('comp conversion', converted, ['success', 'low_point']) === 'success')
        acknowledged.conversions.push(amount);
    }
  }
  return acknowledged;
}

const APPLY = { deposits: 'apply-user-deposit', withdrawals: 'apply-user-withdraw' } as const;

/**
 * The member applies (sent again until answered: with one pending request per member, a repeat
 * answers `wait`), then the operator finds the pending request in the queue — whether the
 * application's answer arrived or was lost — and completes it until an answer says it is: `already`
 * with the completed row when a lost first attempt had landed. Answers the request's id and amount.
 */
async function applyAndComplete(
  client: StormClient,
  staffToken: string,
  player: StormPlayer,
  queue: 'deposits' | 'withdrawals',
  body: Record<string, unknown>,
): Promise<[number, number]> {
  expectStatus(APPLY[queue], await client.member(APPLY[queue], body, player.token), ['success', 'wait']);
  const { memberId } = player;
  const pending = await client.staff(`${queue}.list`, staffToken, { query: { memberId, state: 'pending' } });
  const [row] = (pending.json.data ?? []) as Array<{ id: number; amount: number }>;
  if (!row)
    throw new Error(`${queue}: no pending request of member ${memberId}: ${JSON.stringify(pending.json)}`);
  const done = await client.staff(`${queue}.complete`, staffToken, {
    params: { id: row.id },
    body: { memo: 'storm' },
  });
  const state = (done.json.data as { state?: string } | undefined)?.state;
  if (state !== 'completed')
    throw new Error(`${queue}.complete: HTTP ${done.http} ${JSON.stringify(done.json)}`);
  return [row.id, row.amount];
}
