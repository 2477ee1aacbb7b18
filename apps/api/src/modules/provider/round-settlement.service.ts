import {
  houseAccountId,
  isLedgerError,
  memberAccountId,
  postEntry,
  type Db,
  type PostEntryInput,
} from '@haneul/db';
import { roundStake, type RoundPlayer } from './provider-transactions.queries.ts';
import { agentChain, compRateBp } from './round-settlement.queries.ts';

/** The member's agent plus at most 10 uplines earn commission on a round. */
const MAX_AGENTS = 11;

/** `stake × rateBp / 10,000`, floored to whole won; in bigint so large stakes stay exact. */
export const shareOf = (stake: number, rateBp: number) => Number((BigInt(stake) * BigInt(rateBp)) / 10_000n);

/**
 * Settles an ended round's rewards on its stake (the member's landed bets minus rolled-back ones,
 * or the provider's `rollingStake` when it names less: hedged baccarat stakes earn nothing):
 * the member's comp at their level's rate for the game type, and the rolling commission of their
 * agent tree. Each agent earns its rate minus the highest rate below it in the chain, so the tree
 * together never pays more than its top rate. Every amount is a ledger entry with its own key, so a
 * second round end (another win with `roundEnded`) settles nothing twice; zero amounts post nothing.
 */
export async function settleRound(
  tx: Db,
  options: { providerCode: string; roundId: string; player: RoundPlayer; rollingStake?: number; now: Date },
): Promise<void> {
  const { providerCode, roundId, player, rollingStake, now } = options;
  const { gameType, memberId } = player;
  if (gameType === null) return;
  const landed = await roundStake(tx, { providerCode, memberId, roundId });
  const stake = rollingStake === undefined ? landed : Math.min(landed, rollingStake);
  if (stake <= 0) return;

  const comp = shareOf(stake, await compRateBp(tx, player.level, gameType));
  if (comp > 0) {
    await postOnce(tx, {
      kind: 'comp_accrual',
      memberId,
      // The member is in the key: a live table shares one round id among all its players.
      idempotencyKey: `comp:${providerCode}:${memberId}:${roundId}`,
      memo: `${providerCode} ${roundId}`,
      createdAt: now,
      postings: [
        { accountId: await houseAccountId(tx, 'house_comp'), amount: -comp },
        { accountId: await memberAccountId(tx, memberId, 'comp'), amount: comp },
      ],
    });
  }

  let rateBelow = 0;
  for (const { agentId, rollingBp } of await agentChain(tx, { memberId, gameType, maxAgents: MAX_AGENTS })) {
    const commission = shareOf(stake, Math.max(0, rollingBp - rateBelow));
    rateBelow = Math.max(rateBelow, rollingBp);
    if (commission <= 0) continue;
    await postOnce(tx, {
      kind: 'commission',
      memberId: agentId,
      idempotencyKey: `commission:${providerCode}:${memberId}:${roundId}:${agentId}`,
      memo: `${providerCode} ${roundId} member ${memberId}`,
      createdAt: now,
      postings: [
        { accountId: await houseAccountId(tx, 'house_commission'), amount: -commission },
        { accountId: await memberAccountId(tx, agentId, 'commission'), amount: commission },
      ],
    });
  }
}

/** Posts unless the key already landed (the round was settled before). */
async function postOnce(tx: Db, input: PostEntryInput): Promise<void> {
  try {
    await postEntry(tx, input);
  } catch (error) {
    if (!isLedgerError(error, 'duplicate')) throw error;
  }
}
