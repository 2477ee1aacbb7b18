import { describe, expect, it } from 'vitest';
import { findSlotTitle, rtpTable, type RtpTable } from '@haneul/game-math';
import { ZGameInfoAnswer } from '../../../protocol/round-api.ts';
import { computeRtpInWorker, createGameInfo } from './game-info.service.ts';

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
});
