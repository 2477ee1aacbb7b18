import type { Db, TGameType } from '@haneul/db';
import { agentChain, compRateBp } from './stake-rewards.queries.ts';

/** The member's agent plus at most 10 uplines earn commission on a stake. */
const MAX_AGENTS = 11;

/** `stake × rateBp / 10,000`, floored to whole won; in bigint so large stakes stay exact. */
export const shareOf = (stake: number, rateBp: number) => Number((BigInt(stake) * BigInt(rateBp)) / 10_000n);

export interface StakeRewards {
  comp: number;
  commissions: { agentId: number; amount: number }[];
}

/**
 * What a settled stake earns, the same for a casino round, a slot round and a sport bet: the
 * member's comp at their level's rate for the game type, and the rolling commission of their agent
 * tree, each agent its rate minus the highest rate below it in the chain, so the tree together
 * never pays more than its top rate. Zero amounts are left out.
 */
export async function stakeRewards(
  tx: Db,
  {
    memberId,
    level,
    gameType,
    stake,
  }: { memberId: number; level: number; gameType: TGameType; stake: number },
): Promise<StakeRewards> {
  const comp = shareOf(stake, await compRateBp(tx, level, gameType));
  const commissions: StakeRewards['commissions'] = [];
  let rateBelow = 0;
  for (const { agentId, rollingBp } of await agentChain(tx, { memberId, gameType, maxAgents: MAX_AGENTS })) {
    const amount = shareOf(stake, Math.max(0, rollingBp - rateBelow));
    rateBelow = Math.max(rateBelow, rollingBp);
    if (amount > 0) commissions.push({ agentId, amount });
  }
  return { comp, commissions };
}
