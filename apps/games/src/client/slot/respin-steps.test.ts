import { createFairRandom, heungbuGourds, spin, type SpinResult } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { holdPlayback } from './respin-steps.ts';

const seeds = (nonce: number) => ({ serverSeed: 'respin-playback', clientSeed: 'client', nonce });
const features: SpinResult[] = [];
for (let nonce = 0; features.length < 8 && nonce < 20_000; nonce++) {
  const result = spin(heungbuGourds, 200, createFairRandom(seeds(nonce)));
  if (result.holdAndSpin) features.push(result);
}

describe('holdPlayback', () => {
  it('starts from the base window’s values and ends on the values the server locked', () => {
    expect(features).toHaveLength(8);
    for (const result of features) {
      const feature = result.holdAndSpin!;
      const playback = holdPlayback(result.base.cashValues!, feature);
      expect(playback.start.grid).toEqual(result.base.cashValues);
      expect(playback.start.locked).toBeGreaterThanOrEqual(6);
      expect(playback.frames).toHaveLength(feature.respins.length);
      const last = playback.frames.at(-1)!;
      expect(last.grid).toEqual(feature.values);
      expect(last.collected + feature.jackpot).toBe(feature.win);
      expect(last.locked === 15).toBe(feature.jackpot > 0);
    }
  });

  it('locks each landing where it landed, resets the respins on a landing and counts them down otherwise', () => {
    for (const result of features) {
      const { start, frames } = holdPlayback(result.base.cashValues!, result.holdAndSpin!);
      let previous = start;
      for (const frame of frames) {
        expect(frame.locked).toBe(previous.locked + frame.landed.length);
        for (const { reel, row, value } of frame.landed) {
          expect(previous.grid[reel]![row]).toBeNull();
          expect(frame.grid[reel]![row]).toBe(value);
        }
        if (frame.landed.length > 0) expect(frame.respinsLeft).toBe(3);
        previous = frame;
      }
    }
  });

  it('leaves the answer it reads untouched', () => {
    const result = features[0]!;
    const before = structuredClone(result.base.cashValues);
    holdPlayback(result.base.cashValues!, result.holdAndSpin!);
    expect(result.base.cashValues).toEqual(before);
  });
});
