import { describe, expect, it } from 'vitest';
import { createSeededRandom, rtpTable, simulate, slotTitles, spin } from '../index.ts';
import { cappedTitle } from '../testing/capped-title.ts';

// 2.5 million spins a title: a couple of seconds each at the simulator's speed. The standard error
// is sd / sqrt(N): about 0.2% of RTP for the low-volatility title, 2% for the very high one.
const SPINS = 2_500_000;

describe('simulator', () => {
  for (const [index, title] of slotTitles.entries()) {
    it(`${title.code}: simulated RTP within 3 standard errors of the exact RTP`, () => {
      const table = rtpTable(title);
      const started = performance.now();
      const result = simulate(title, SPINS, 20_261_122 + index);
      const seconds = (performance.now() - started) / 1000;
      const simulated = result.totalWin / result.totalBet;
      const standardError = table.sd / Math.sqrt(SPINS);
      const z = (simulated - table.rtp) / standardError;
      console.info(
        `${title.code}: simulated ${(simulated * 100).toFixed(3)}% vs exact ${table.rtpPercent}% ` +
          `(z = ${z.toFixed(2)}), ${(SPINS / seconds / 1e6).toFixed(2)} M spins/s`,
      );
      expect(result.spins).toBe(SPINS);
      expect(result.totalBet).toBe(SPINS * title.minBet);
      expect(Math.abs(z)).toBeLessThan(3);
    });
  }

  it('agrees with the exact RTP where the free-spin cap ends most features', () => {
    const table = rtpTable(cappedTitle);
    const spins = 200_000;
    const result = simulate(cappedTitle, spins, 11);
    const z = (result.totalWin / result.totalBet - table.rtp) / (table.sd / Math.sqrt(spins));
    expect(Math.abs(z)).toBeLessThan(3);
  });

  it('plays exactly what spin plays, draw for draw, up to the free-spin cap', () => {
    for (const title of [...slotTitles, cappedTitle]) {
      const spins = 3000;
      const rng = createSeededRandom(5);
      let won = 0;
      for (let i = 0; i < spins; i++) won += spin(title, title.minBet, rng).totalWin;
      expect(simulate(title, spins, 5)).toEqual({ spins, totalBet: spins * title.minBet, totalWin: won });
    }
  });
});
