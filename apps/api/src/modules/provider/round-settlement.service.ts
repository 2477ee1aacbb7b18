import { creditRoundCommission, creditRoundComp, memberId as toMemberId, won, type Db } from '@haneul/db';
import { stakeRewards } from '../../lib/stake-rewards.ts';
import { roundStake, type RoundPlayer } from './provider-transactions.queries.ts';

/**
 * Settles an ended round's rewards on its stake (the member's landed bets minus rolled-back ones,
 * or the provider's `rollingStake` when it names less: hedged baccarat stakes earn nothing): the
 * member's comp and the agent tree's rolling commission (lib/stake-rewards.ts). Every amount is
 * credited once per round (the ledger keys it), so a second round end (another win with
 * `roundEnded`) settles nothing twice; zero amounts post nothing.
 */
export async function settleRound(
  tx: Db,
  options: { providerCode: string; roundId: string; player: RoundPlayer; rollingStake?: number; now: Date },
): Promise<void> {
  const { providerCode, roundId, player, rollingStake, now } = options;
  const { gameType, memberId, level } = player;
  if (gameType === null) return;
  const landed = await roundStake(tx, { providerCode, memberId, roundId });
  const stake = rollingStake === undefined ? landed : Math.min(landed, rollingStake);
  if (stake <= 0) return;

  const round = { providerCode, roundId, memberId: toMemberId(memberId), createdAt: now };
  const { comp, commissions } = await stakeRewards(tx, { memberId, level, gameType, stake });
  if (comp > 0) await creditRoundComp(tx, { ...round, amount: won(comp) });
  for (const { agentId, amount } of commissions) {
    await creditRoundCommission(tx, { ...round, agentId: toMemberId(agentId), amount: won(amount) });
  }
}
