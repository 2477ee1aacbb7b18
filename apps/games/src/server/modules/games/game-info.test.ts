import { describe, expect, it } from 'vitest';
import {
  basicStrategyChart,
  findSlotTitle,
  HANEUL_BLACKJACK_RULES,
  rtpTable,
  type RtpTable,
} from '@haneul/game-math';
import { ZGameInfoAnswer } from '../../../protocol/round-api.ts';
import type { BlackjackFacts } from '../blackjack/blackjack-facts.ts';
import { computeBlackjackInWorker, computeRtpInWorker, createGameInfo } from './game-info.service.ts';

describe('game info', () => {
  it('computes a title’s exact RTP table in a worker thread, equal to the engine’s own', async () => {
    const table = await computeRtpInWorker('sky-palace');
    expect(table).toEqual(rtpTable(findSlotTitle('sky-palace')!));
    expect(table.rtpPercent).toBe('95.9552');
  });

  it('answers a slot’s bets and RTP (computed once, shared, retried after a failure) and baccarat’s odds', async () => {
    const computed: string[] = [];
    let fail = true;
    const fake = async (code: string): Promise<RtpTable> => {
      computed.push(code);
      if (fail) throw new Error('worker died');
      return rtpTable(findSlotTitle('sky-palace')!);
    };
    const read = createGameInfo(fake);
    await expect(read('sky-palace')).rejects.toThrow('worker died');
    fail = false;
    const [a, b] = await Promise.all([read('sky-palace'), read('sky-palace')]);
    expect(computed).toEqual(['sky-palace', 'sky-palace']);
    expect(a).toEqual(b);
    expect(ZGameInfoAnswer.parse(a)).toMatchObject({
      kind: 'slot',
      bets: { min: 200, max: 200_000, step: 20 },
    });

    const odds = ZGameInfoAnswer.parse(await read('speed-baccarat'));
    expect(odds).toMatchObject({ kind: 'baccarat', code: 'speed-baccarat' });
    expect(odds.kind === 'baccarat' && odds.odds.map((row) => [row.bet, row.houseEdgePercent])).toEqual([
      ['player', '1.2351'],
      ['banker', '1.0579'],
      ['tie', '14.3596'],
      ['playerPair', '10.3614'],
      ['bankerPair', '10.3614'],
    ]);
    expect(await read('no-such-game')).toBeUndefined();
  });

  it('answers the odds of free spins a title does not have as null, since JSON has no Infinity', async () => {
    const table = rtpTable(findSlotTitle('sky-palace')!);
    const read = createGameInfo(async () => ({ ...table, freeSpinsOneIn: Infinity }));
    const answer = ZGameInfoAnswer.parse(JSON.parse(JSON.stringify(await read('dragon-palace'))));
    expect(answer.kind === 'slot' && answer.rtp.freeSpinsOneIn).toBeNull();
  });

  it('answers each table’s bets with their pays, exact edges and limits, and its maximum win', async () => {
    const read = createGameInfo();
    const roulette = ZGameInfoAnswer.parse(await read('roulette'));
    expect(roulette).toMatchObject({ kind: 'roulette', maxWinMultiple: '36' });
    const rows = roulette.kind === 'roulette' ? roulette.odds : [];
    expect(rows).toHaveLength(15);
    for (const row of rows) expect(row.houseEdgePercent).toBe('2.7027');
    expect(rows.find((row) => row.bet === 'straight')).toEqual({
      bet: 'straight',
      pays: '35:1',
      houseEdgePercent: '2.7027',
      min: 1_000,
      max: 300_000,
    });
    expect(rows.find((row) => row.bet === 'red')).toMatchObject({ pays: '1:1', max: 5_400_000 });

    const dragonTiger = ZGameInfoAnswer.parse(await read('dragon-tiger'));
    expect(
      dragonTiger.kind === 'dragonTiger' && dragonTiger.odds.map((r) => [r.bet, r.houseEdgePercent]),
    ).toEqual([
      ['dragon', '3.7349'],
      ['tiger', '3.7349'],
      ['tie', '32.7711'],
      ['suitedTie', '13.9759'],
    ]);
    expect(dragonTiger).toMatchObject({ maxWinMultiple: '51' });

    const sicBo = ZGameInfoAnswer.parse(await read('sic-bo'));
    const sicBoRows = sicBo.kind === 'sicBo' ? sicBo.odds : [];
    // Kinds whose keys all pay alike are one row; the totals, which differ, one row each.
    expect(sicBoRows.map((row) => row.bet)).toEqual([
      'big',
      'small',
      'odd',
      'even',
      ...Array.from({ length: 14 }, (_, i) => `total:${i + 4}`),
      'single',
      'combo',
      'double',
      'triple',
      'anyTriple',
    ]);
    expect(sicBoRows.find((row) => row.bet === 'big')).toMatchObject({
      houseEdgePercent: '2.7778',
      max: 5_000_000,
    });
    expect(sicBoRows.find((row) => row.bet === 'triple')).toMatchObject({ pays: '180:1', max: 50_000 });
    expect(sicBo).toMatchObject({ maxWinMultiple: '181' });
  });

  it('computes blackjack’s exact edge and the engine’s strategy chart in a worker thread', async () => {
    const facts = await computeBlackjackInWorker(HANEUL_BLACKJACK_RULES);
    expect(facts.houseEdgePercent).toBe('0.3300');
    const chart = basicStrategyChart(HANEUL_BLACKJACK_RULES);
    expect(facts.chart.upCards).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
    for (const part of ['hard', 'soft', 'pairs'] as const) {
      expect(facts.chart[part]).toEqual([...chart[part]].map(([hand, row]) => ({ hand, plays: row.codes })));
    }
    expect(facts.chart.hard.find((row) => row.hand === 16)?.plays).toEqual([
      'S',
      'S',
      'S',
      'S',
      'S',
      'H',
      'H',
      'Rh',
      'Rh',
      'Rh',
    ]);
  });

  it('answers blackjack’s rules, limits, edge, maximum win and chart, computed once for every caller', async () => {
    let computed = 0;
    const facts: BlackjackFacts = {
      houseEdgePercent: '0.3300',
      chart: { upCards: [2], hard: [{ hand: 16, plays: ['Rh'] }], soft: [], pairs: [] },
    };
    const read = createGameInfo(undefined, async () => {
      computed += 1;
      return facts;
    });
    const [a, b] = await Promise.all([read('blackjack'), read('blackjack')]);
    expect(computed).toBe(1);
    expect(a).toEqual(b);
    expect(ZGameInfoAnswer.parse(a)).toEqual({
      kind: 'blackjack',
      code: 'blackjack',
      rules: HANEUL_BLACKJACK_RULES,
      bets: { min: 1_000, max: 1_000_000, step: 1_000 },
      maxWinMultiple: '2.5',
      ...facts,
    });
  });
});
