import { MAX_SPORT_LEGS, type TSportBet } from '@haneul/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLIP,
  MAX_LEGS,
  type SlipAction,
  type SlipLeg,
  slipReducer,
  type SlipState,
} from './slip-state';
import { largestStake, requestIdFor, slipTickets, slipTotals, ticketBody } from './slip-tickets';

let nextId = 1;
function leg(change: Partial<SlipLeg> = {}): SlipLeg {
  const id = nextId++;
  return {
    selectionId: id,
    marketId: 100 + id,
    eventId: 200 + id,
    sport: 'soccer',
    marketType: '1x2',
    line: null,
    key: 'home',
    competition: { ko: 'K리그1', en: 'K League 1' },
    home: { ko: '울산 HD', en: 'Ulsan HD' },
    away: { ko: 'FC 서울', en: 'FC Seoul' },
    price: 1.95,
    live: 1.95,
    open: true,
    inPlay: false,
    minStake: 1_000,
    maxStake: 1_000_000,
    ...change,
  };
}

const run = (state: SlipState, ...actions: SlipAction[]) => actions.reduce(slipReducer, state);
const bet = (id: number, state: TSportBet['state'] = 'open'): TSportBet => ({
  id,
  state,
  stake: 10_000,
  potentialPayout: 19_500,
  payout: 0,
  refusal: null,
  placedAt: '2026-11-28T09:00:00.000Z',
  decideAt: state === 'waiting' ? '2026-11-28T09:00:05.000Z' : null,
  settledAt: null,
  legs: [],
});

describe('the slip', () => {
  it('holds one selection per market: another of the same market takes its place', () => {
    const home = leg();
    const draw = leg({ marketId: home.marketId, key: 'draw' });
    const other = leg();
    const state = run(EMPTY_SLIP, { type: 'toggle', leg: home }, { type: 'toggle', leg: other });
    expect(run(state, { type: 'toggle', leg: draw }).legs.map((held) => held.selectionId)).toEqual([
      other.selectionId,
      draw.selectionId,
    ]);
    // A second click takes a selection off again.
    expect(run(state, { type: 'toggle', leg: home }).legs).toEqual([other]);
  });

  it("keeps to the contract's ten legs", () => {
    expect(MAX_LEGS).toBe(MAX_SPORT_LEGS);
    const full = run(
      EMPTY_SLIP,
      ...Array.from({ length: MAX_LEGS }, () => ({ type: 'toggle', leg: leg() }) as const),
    );
    const refused = run(full, { type: 'toggle', leg: leg() });
    expect(refused.legs).toHaveLength(MAX_LEGS);
    expect(refused.full).toBe(true);
    expect(run(refused, { type: 'remove', selectionId: full.legs[0]!.selectionId }).full).toBe(false);
  });

  it("follows the market's price where the policy takes it, and waits for the member otherwise", () => {
    const held = leg({ price: 1.9, live: 1.9 });
    const up = { selectionId: held.selectionId, price: 2.05, open: true, inPlay: true };
    const down = { ...up, price: 1.8 };
    const start = (policy: SlipState['policy']) =>
      run(EMPTY_SLIP, { type: 'policy', policy }, { type: 'toggle', leg: held });

    expect(run(start('higher'), { type: 'seen', selections: [up] }).legs[0]).toMatchObject({
      price: 2.05,
      live: 2.05,
      inPlay: true,
    });
    expect(run(start('higher'), { type: 'seen', selections: [down] }).legs[0]).toMatchObject({
      price: 1.9,
      live: 1.8,
    });
    expect(run(start('none'), { type: 'seen', selections: [up] }).legs[0]).toMatchObject({ price: 1.9 });
    expect(run(start('any'), { type: 'seen', selections: [down] }).legs[0]).toMatchObject({ price: 1.8 });
    const accepted = run(start('none'), { type: 'seen', selections: [down] }, { type: 'accept' });
    expect(accepted.legs[0]).toMatchObject({ price: 1.8, live: 1.8 });
    const locked = run(start('any'), { type: 'seen', selections: [{ ...up, open: false }] });
    expect(locked.legs[0]?.open).toBe(false);
  });

  it('shows the prices an odds refusal names, for the member to accept', () => {
    const held = leg({ price: 1.9, live: 1.9 });
    const state = run(
      EMPTY_SLIP,
      { type: 'toggle', leg: held },
      {
        type: 'answered',
        key: `single:${held.selectionId}`,
        answer: { status: 'odds', legs: [{ selectionId: held.selectionId, price: 1.72 }] },
      },
    );
    expect(state.legs[0]).toMatchObject({ price: 1.9, live: 1.72 });
    expect(state.refusals[`single:${held.selectionId}`]?.status).toBe('odds');
    // Accepting is an edit: the refusal is read and gone, the new price is the one sent.
    const accepted = run(state, { type: 'accept' });
    expect(accepted.refusals).toEqual({});
    expect(ticketBody(accepted, slipTickets(accepted)[0]!).legs).toEqual([
      { selectionId: held.selectionId, price: 1.72 },
    ]);
  });

  it('takes a placed single off the slip and keeps the receipt; a multi clears the slip', () => {
    const [a, b] = [leg(), leg()];
    const singles = run(
      EMPTY_SLIP,
      { type: 'toggle', leg: a },
      { type: 'toggle', leg: b },
      { type: 'mode', mode: 'single' },
    );
    const placed = run(singles, {
      type: 'answered',
      key: `single:${a.selectionId}`,
      answer: { status: 'success', bet: bet(7) },
    });
    expect(placed.legs).toEqual([b]);
    expect(placed.receipts.map((receipt) => receipt.id)).toEqual([7]);

    const multi = run(singles, { type: 'mode', mode: 'multi' });
    const landed = run(multi, {
      type: 'answered',
      key: 'multi',
      answer: { status: 'success', bet: bet(8, 'waiting') },
    });
    expect(landed.legs).toEqual([]);
    const decided = run(landed, { type: 'decided', bet: bet(8, 'open') });
    expect(decided.receipts[0]?.state).toBe('open');
    expect(run(decided, { type: 'dismiss', betId: 8 }).receipts).toEqual([]);
  });
});

describe('request ids', () => {
  const fresh = (() => {
    let n = 0;
    return () => `request-${++n}`;
  })();

  it('reuses the id of an attempt that got no answer, for the same bet only', () => {
    const held = leg();
    let state = run(EMPTY_SLIP, { type: 'toggle', leg: held }, { type: 'stake', stake: 10_000 });
    const ticket = slipTickets(state)[0]!;
    const first = requestIdFor(state, ticket, fresh);
    state = run(
      state,
      { type: 'sending', key: ticket.key, ...first },
      { type: 'answered', key: ticket.key, answer: { status: 'error' } },
    );
    expect(requestIdFor(state, ticket, fresh).requestId).toBe(first.requestId);

    // Another stake is another bet: a fresh id, or the server would answer the first one.
    const changed = run(state, { type: 'stake', stake: 20_000 });
    expect(requestIdFor(changed, slipTickets(changed)[0]!, fresh).requestId).not.toBe(first.requestId);
  });

  it('never reuses an id the server answered', () => {
    const held = leg();
    let state = run(EMPTY_SLIP, { type: 'toggle', leg: held }, { type: 'stake', stake: 500 });
    const ticket = slipTickets(state)[0]!;
    const first = requestIdFor(state, ticket, fresh);
    state = run(
      state,
      { type: 'sending', key: ticket.key, ...first },
      { type: 'answered', key: ticket.key, answer: { status: 'limit', reason: 'min_stake' } },
    );
    expect(state.refusals[ticket.key]).toEqual({ status: 'limit', reason: 'min_stake' });
    expect(requestIdFor(state, ticket, fresh).requestId).not.toBe(first.requestId);
  });
});

describe('slip totals', () => {
  it('adds singles up and multiplies a multi, as the server pays them', () => {
    const legs = [leg({ price: 1.95, live: 1.95 }), leg({ price: 2.1, live: 2.1, maxStake: 300_000 })];
    const singles = run(
      EMPTY_SLIP,
      ...legs.map((held) => ({ type: 'toggle', leg: held }) as const),
      { type: 'mode', mode: 'single' },
      { type: 'stake', stake: 10_000 },
    );
    expect(slipTickets(singles).map((ticket) => ticket.legs.length)).toEqual([1, 1]);
    expect(slipTotals(singles)).toEqual({ stake: 20_000, payout: 19_500 + 21_000, combined: null });

    const multi = run(singles, { type: 'mode', mode: 'multi' });
    expect(slipTickets(multi)).toEqual([{ key: 'multi', legs: multi.legs }]);
    expect(slipTotals(multi)).toEqual({ stake: 10_000, payout: 40_950, combined: '4.09' });

    // One selection is a single whatever the mode.
    const one = run(multi, { type: 'remove', selectionId: legs[1]!.selectionId });
    expect(slipTickets(one).map((ticket) => ticket.key)).toEqual([`single:${legs[0]!.selectionId}`]);
  });

  it('offers as the largest stake the tightest market limit the balance covers', () => {
    const legs = [leg({ maxStake: 1_000_000 }), leg({ maxStake: 300_000 })];
    const multi = run(EMPTY_SLIP, ...legs.map((held) => ({ type: 'toggle', leg: held }) as const));
    expect(largestStake(multi, 5_000_000)).toBe(300_000);
    expect(largestStake(multi, 120_000)).toBe(120_000);
    expect(largestStake(run(multi, { type: 'mode', mode: 'single' }), 120_000)).toBe(60_000);
    expect(largestStake(EMPTY_SLIP, 120_000)).toBe(0);
  });
});

describe('prices seen again', () => {
  it('leave the slip as it was when nothing moved', () => {
    const held = leg();
    const state = run(EMPTY_SLIP, { type: 'toggle', leg: held });
    const same = { selectionId: held.selectionId, price: held.price, open: true, inPlay: false };
    expect(run(state, { type: 'seen', selections: [same] })).toBe(state);
  });
});
