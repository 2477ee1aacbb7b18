import {
  applyAction,
  blackjackView,
  commitServerSeed,
  createFairRandom,
  HANEUL_BLACKJACK_RULES,
  legalActions,
  startBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { ZBlackjackView, type TRoundView } from '../../protocol/round-api.ts';
import { matchesStored } from './outcome-match.ts';
import { recomputeRound } from './recompute-round.ts';
import { fieldsOfRound, inputOf } from './use-verify-fields.ts';

const BET = 10_000;
const seedsAt = (nonce: number) => ({ serverSeed: 'revealed-blackjack-seed', clientSeed: 'lucky-7', nonce });

/** The first nonce whose hand lets the player double, played out: a double, then nothing to decide. */
function doubledHand(): { nonce: number; round: BlackjackRound } {
  for (let nonce = 0; ; nonce++) {
    const dealt = startBlackjack(HANEUL_BLACKJACK_RULES, BET, createFairRandom(seedsAt(nonce)));
    if (dealt.phase === 'player' && legalActions(dealt).includes('double')) {
      return { nonce, round: applyAction(dealt, 'double') };
    }
  }
}

/** The round as the server stores and answers it (its view through the protocol's schema). */
function stored(nonce: number, round: BlackjackRound, actions: readonly BlackjackAction[]): TRoundView {
  const view = ZBlackjackView.parse(JSON.parse(JSON.stringify(blackjackView(round))));
  const seeds = seedsAt(nonce);
  return {
    id: 'r1',
    gameCode: 'blackjack',
    kind: 'blackjack',
    state: 'settled',
    stake: view.settlement!.totalStake,
    payout: view.settlement!.totalPayout,
    createdAt: '2026-01-01T00:00:00.000Z',
    balances: null,
    fairness: { ...seeds, serverSeedHash: commitServerSeed(seeds.serverSeed) },
    spin: null,
    baccarat: null,
    table: null,
    blackjack: { bet: BET, actions: [...actions], view },
  };
}

const replay = (nonce: number, actions: string[], bet = BET) =>
  recomputeRound({ game: 'blackjack', ...seedsAt(nonce), bet, stakes: {}, actions });

describe('recomputing a blackjack hand', () => {
  it('replays the shoe and every decision, and matches the stored hand', () => {
    const { nonce, round } = doubledHand();
    const result = replay(nonce, ['double']);
    expect(result.ok && result.round.kind === 'blackjack' && result.round.view).toEqual(blackjackView(round));
    expect(result.ok && matchesStored(result.round, stored(nonce, round, ['double']))).toBe(true);
  });

  it('tells a hand whose decisions or payout were changed apart', () => {
    const { nonce, round } = doubledHand();
    const result = replay(nonce, ['double']);
    const standing = applyAction(
      startBlackjack(HANEUL_BLACKJACK_RULES, BET, createFairRandom(seedsAt(nonce))),
      'stand',
    );
    expect(result.ok && matchesStored(result.round, stored(nonce, standing, ['double']))).toBe(false);
    const paidMore = stored(nonce, round, ['double']);
    paidMore.blackjack!.view.settlement!.totalPayout += 1_000;
    expect(result.ok && matchesStored(result.round, paidMore)).toBe(false);
  });

  it('fills the form from a stored hand and reads it back: the first bet, not every stake', () => {
    const { nonce, round } = doubledHand();
    const fields = fieldsOfRound(stored(nonce, round, ['double']));
    expect(fields).toMatchObject({ game: 'blackjack', bet: String(BET), actions: 'double' });
    expect(inputOf({ ...fields, actions: ' noInsurance, hit ,stand ' })).toMatchObject({
      bet: BET,
      actions: ['noInsurance', 'hit', 'stand'],
    });
  });

  it('refuses a first bet the table does not take and decisions the rules did not allow', () => {
    const { nonce } = doubledHand();
    expect(replay(nonce, ['double'], 1_500)).toMatchObject({ ok: false, reason: 'invalidBet' });
    expect(replay(nonce, ['double'], 2_000_000)).toMatchObject({ ok: false, reason: 'invalidBet' });
    expect(replay(nonce, ['fold'])).toMatchObject({ ok: false, reason: 'invalidActions' });
    expect(replay(nonce, ['double', 'hit'])).toMatchObject({ ok: false, reason: 'invalidActions' });
  });
});
