import type { TRoundView } from '../../../protocol/round-api.ts';
import type { RoundWithPair } from './rounds.queries.ts';

/**
 * What a player and the public verify page see of a round: everything but the wallet's plumbing
 * (token, references, lease). The server seed only once its pair is revealed: before that it
 * would tell the outcome of every later round of the pair. The balances around the round only for
 * its owner's window: a round's id may be shared, the member's cash is nobody else's business.
 */
export function toRoundView({ round, pair }: RoundWithPair, { owner }: { owner: boolean }): TRoundView {
  const { outcome } = round;
  return {
    id: round.id,
    gameCode: round.gameCode,
    kind: round.kind,
    state: round.state,
    stake: round.stake,
    payout: round.payout,
    createdAt: round.createdAt.toISOString(),
    balances: owner ? { before: round.balanceBefore, after: round.balanceAfter } : null,
    fairness: {
      serverSeedHash: pair.serverSeedHash,
      serverSeed: pair.revealedAt ? pair.serverSeed : null,
      clientSeed: pair.clientSeed,
      nonce: round.nonce,
    },
    spin: outcome.kind === 'slot' ? outcome.spin : null,
    baccarat:
      outcome.kind === 'baccarat'
        ? { bets: outcome.bets, coup: outcome.coup, settlement: outcome.settlement }
        : null,
    table:
      outcome.kind !== 'slot' && outcome.kind !== 'baccarat' && outcome.kind !== 'blackjack'
        ? { bets: outcome.bets, draw: outcome.draw, settlement: outcome.settlement }
        : null,
    ...(outcome.kind === 'blackjack'
      ? { blackjack: { bet: outcome.bet, actions: outcome.actions, view: outcome.view } }
      : {}),
  };
}
