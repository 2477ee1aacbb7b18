import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { TEST_ENGINES } from '@haneul/db/testing';
import { legalActions, type BlackjackRound } from '@haneul/game-math';
import { windowPlayer } from '../testing/games-harness.ts';
import { gamesAgainstWallet } from '../testing/games-against-wallet.ts';
import { actionsOf, blackjackTable } from '../testing/blackjack-table.ts';

const STAKE = 10_000;
const CASH = 100_000;
/** A hand waiting for a decision that may double but is no pair (so `split` is illegal). */
const plain = (hand: BlackjackRound) =>
  hand.phase === 'player' && legalActions(hand).includes('double') && !legalActions(hand).includes('split');

/**
 * What a blackjack decision refuses, moving nothing: bad input, a decision the hand does not allow,
 * someone else's hand, a finished hand, a second decision racing the first. And what a window
 * reopened on a hand in play finds: the hand, to play on.
 */
describe.each(TEST_ENGINES)('blackjack decisions (%s)', (engine) => {
  const stack = gamesAgainstWallet(engine);
  const table = blackjackTable(() => stack.server);
  const player = () => windowPlayer(stack.wallet, stack.server, { gameCode: 'blackjack', cash: CASH });
  const refusal = (res: { statusCode: number; json(): unknown }) => {
    const body = res.json() as { status: string; errors?: { field: string; reason: string }[] };
    return [res.statusCode, body.status, body.errors?.map((error) => error.field)];
  };

  it('refuses bad stakes, bad input, illegal decisions and other players’ hands, moving nothing', async () => {
    const me = await player();
    const start = (stake: number) =>
      stack.server.call('POST', '/api/blackjack/start', { token: me.token, body: { stake } });
    for (const stake of [999, 1_000_500, 1_001_000, 0]) {
      expect(refusal(await start(stake)), String(stake)).toEqual([400, 'invalid', ['stake']]);
    }
    const { answer } = await table.dealWhere(me, STAKE, plain);
    const id = answer.round!.id;
    expect(refusal(await start(STAKE))).toEqual([409, 'busy', undefined]);

    expect(refusal(await table.act(me.token, id, 'fold'))).toEqual([400, 'invalid', ['action']]);
    for (const action of ['split', 'insurance', 'noInsurance']) {
      const res = await table.act(me.token, id, action);
      expect(refusal(res), action).toEqual([400, 'invalid', ['action']]);
      expect(res.json()).toMatchObject({ errors: [{ reason: expect.stringMatching(/^not allowed now/) }] });
    }
    expect(refusal(await table.act(me.token, 'not-a-round', 'hit'))).toEqual([400, 'invalid', ['roundId']]);
    expect(refusal(await table.act(me.token, randomUUID(), 'hit'))).toEqual([404, 'not_found', undefined]);
    const other = await player();
    expect(refusal(await table.act(other.token, id, 'stand'))).toEqual([404, 'not_found', undefined]);
    const slot = await windowPlayer(stack.wallet, stack.server, { gameCode: 'sky-palace' });
    expect(refusal(await table.act(slot.token, id, 'stand'))).toEqual([404, 'not_found', undefined]);
    expect(refusal(await table.act('', id, 'stand'))).toEqual([401, 'invalid_token', undefined]);

    expect(await stack.wallet.cashOf(me.memberId)).toBe(CASH - STAKE);
    const done = await table.standOut(me.token, answer.round!);
    expect(refusal(await table.act(me.token, id, 'hit'))).toEqual([400, 'invalid', ['roundId']]);
    expect(await stack.wallet.cashOf(me.memberId)).toBe(CASH - STAKE + done.round.payout);
    expect((await stack.wallet.walletRecords(id)).map((r) => r.kind).sort()).toEqual(['bet', 'win']);
  });

  it('of two decisions at once only one is written, and the hand is paid once', async () => {
    const me = await player();
    for (const action of ['double', 'stand'] as const) {
      const { answer } = await table.dealWhere(me, STAKE, plain);
      const id = answer.round!.id;
      const both = await Promise.all([table.act(me.token, id, action), table.act(me.token, id, action)]);
      const codes = both.map((res) => res.statusCode).sort();
      // The second is refused: busy while the first is written, or a finished hand after it.
      expect([
        [200, 400],
        [200, 409],
      ]).toContainEqual(codes);
      const [round] = (await table.session(me.token)).recent;
      expect(round).toMatchObject({ id, state: 'settled' });
      expect(actionsOf(round!)).toEqual([action]);
      const records = await stack.wallet.walletRecords(id);
      expect(records.map((r) => r.transactionId.slice(id.length)).sort()).toEqual(
        action === 'double' ? [':bet', ':bet:1', ':win'] : [':bet', ':win'],
      );
    }
  });

  it('a window reopened on a hand in play resumes it; the hand joins the history once over', async () => {
    const me = await player();
    const { answer } = await table.dealWhere(me, STAKE, plain);
    const dealt = answer.round!;
    const first = await table.session(me.token);
    expect(first.inPlay).toEqual(dealt);
    expect(first.recent.map((round) => round.id)).not.toContain(dealt.id);
    expect(first.balance).toBe(CASH - STAKE);

    // Another window of the same member and game (the tab closed and the tile clicked again).
    const again = await stack.server.join(await stack.wallet.openGame(me.memberId, 'blackjack'));
    expect((await table.session(again)).inPlay?.id).toBe(dealt.id);
    const hit = await table.decide(again, dealt.id, 'hit');
    expect(actionsOf(hit.round)).toEqual(['hit']);
    // A hit moves no money, unless it ended the hand (a bust, 21) and so paid it.
    const over = hit.round.state === 'settled';
    expect(hit.balance).toBe(over ? CASH - STAKE + hit.round.payout : null);
    const done = over ? hit : await table.standOut(again, hit.round);
    const after = await table.session(again);
    expect(after.inPlay).toBeNull();
    expect(after.recent[0]).toMatchObject({ id: dealt.id, state: 'settled', payout: done.round.payout });
  });
});
