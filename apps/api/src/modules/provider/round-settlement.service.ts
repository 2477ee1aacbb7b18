import { creditRoundCommission, creditRoundComp, memberId as toMemberId, won, type Db } from '@haneul/db';
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
 * together never pays more than its top rate. Every amount is credited once per round (the ledger
 * keys it), so a second round end (another win with `roundEnded`) settles nothing twice; zero
 * amounts post nothing.
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

  const round = { providerCode, roundId, memberId: toMemberId(memberId), createdAt: now };
  const comp = shareOf(stake, await compRateBp(tx, player.level, gameType));
  if (comp > 0) await creditRoundComp(tx, { ...round, amount: won(comp) });

  let rateBelow = 0;
  for (const { agentId, rollingBp } of await agentChain(tx, { memberId, gameType, maxAgents: MAX_AGENTS })) {
    const commission = shareOf(stake, Math.max(0, rollingBp - rateBelow));
    rateBelow = Math.max(rateBelow, rollingBp);
    if (commission > 0) {
      await creditRoundCommission(tx, { ...round, agentId: toMemberId(agentId), amount: won(commission) });
    }
  }
}
