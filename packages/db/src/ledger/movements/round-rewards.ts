import type { Db } from '../../client.ts';
import { houseAccountId, memberAccountId } from '../accounts.ts';
import { postOnce } from './post-once.ts';
import type { MemberId, Won } from '../units.ts';

/** The round a reward is earned on: the reconciliation reads these back out of the entry's key. */
export interface RewardedRound {
  providerCode: string;
  roundId: string;
  /** The member who played the round. */
  memberId: MemberId;
  createdAt: Date;
}

/**
 * The member's comp for a round: house comp → the member's comp, keyed
 * `comp:<provider>:<member>:<round>` (the member is in the key: a live table shares one round id
 * among all its players). A round settled again credits nothing twice.
 */
export async function creditRoundComp(db: Db, round: RewardedRound & { amount: Won }): Promise<void> {
  const { providerCode, roundId, memberId, createdAt, amount } = round;
  await postOnce(db, {
    kind: 'comp_accrual',
    memberId,
    idempotencyKey: `comp:${providerCode}:${memberId}:${roundId}`,
    memo: `${providerCode} ${roundId}`,
    createdAt,
    postings: [
      { accountId: await houseAccountId(db, 'house_comp'), amount: -amount },
      { accountId: await memberAccountId(db, memberId, 'comp'), amount },
    ],
  });
}

/**
 * An agent's rolling commission on a member's round: house commission → the agent's commission,
 * keyed `commission:<provider>:<member>:<round>:<agent>`; credited once, like comp.
 */
export async function creditRoundCommission(
  db: Db,
  round: RewardedRound & { agentId: MemberId; amount: Won },
): Promise<void> {
  const { providerCode, roundId, memberId, createdAt, agentId, amount } = round;
  await postOnce(db, {
    kind: 'commission',
    memberId: agentId,
    idempotencyKey: `commission:${providerCode}:${memberId}:${roundId}:${agentId}`,
    memo: `${providerCode} ${roundId} member ${memberId}`,
    createdAt,
    postings: [
      { accountId: await houseAccountId(db, 'house_commission'), amount: -amount },
      { accountId: await memberAccountId(db, agentId, 'commission'), amount },
    ],
  });
}
