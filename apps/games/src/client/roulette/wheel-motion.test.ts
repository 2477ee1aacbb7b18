import { ROULETTE_WHEEL } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { normalizeAngle, planSpin, pocketAngle, POCKET_ARC } from './wheel-motion.ts';

const inPocket = (ball: number, wheel: number, pocket: number) => {
  const off = normalizeAngle(ball - wheel - pocketAngle(pocket));
  return Math.min(off, 360 - off);
};

describe('wheel motion', () => {
  it('places the pockets in wheel order, 0 at the top', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(POCKET_ARC);
    expect(pocketAngle(26)).toBeCloseTo(36 * POCKET_ARC);
    expect(() => pocketAngle(37)).toThrow();
  });

  it.each([false, true])('lands the ball in the drawn pocket and keeps it there (reduced %s)', (reduced) => {
    for (const pocket of ROULETTE_WHEEL) {
      const from = { wheel: 123.4, ball: 200, drop: 1 };
      const plan = planSpin({ from, pocket, reduced });
      const start = plan.at(0);
      expect(start.wheel).toBeCloseTo(from.wheel);
      expect(start.ball).toBeCloseTo(from.ball);
      expect(start.drop).toBe(0);
      for (const ms of [plan.landAt, plan.revealAt, plan.duration, plan.duration + 1000]) {
        const pose = plan.at(ms);
        expect(inPocket(pose.ball, pose.wheel, pocket), `${pocket} at ${ms}`).toBeLessThan(1e-6);
        expect(pose.drop).toBe(1);
      }
      expect(plan.landAt).toBeLessThan(plan.revealAt);
      expect(plan.revealAt).toBeLessThanOrEqual(plan.duration);
    }
  });

  it('runs the wheel one way and the ball the other, both slowing down', () => {
    const plan = planSpin({ from: { wheel: 0, ball: 0, drop: 1 }, pocket: 17, reduced: false });
    expect(plan.duration).toBeGreaterThanOrEqual(3000);
    expect(plan.duration).toBeLessThanOrEqual(4500);
    let last = plan.at(0);
    let lastStep = Infinity;
    for (let ms = 100; ms <= plan.landAt; ms += 100) {
      const pose = plan.at(ms);
      expect(pose.wheel).toBeGreaterThanOrEqual(last.wheel);
      const step = last.ball - pose.ball - (last.wheel - pose.wheel);
      expect(step).toBeGreaterThan(-1e-9);
      expect(step).toBeLessThanOrEqual(lastStep + 1e-9);
      lastStep = step;
      last = pose;
    }
    // Four laps and more against the wheel.
    const landed = plan.at(plan.landAt);
    expect(landed.wheel - landed.ball).toBeGreaterThan(4 * 360);
  });

  it('keeps the reduced spin short, with no laps', () => {
    const plan = planSpin({ from: { wheel: 10, ball: 40, drop: 1 }, pocket: 5, reduced: true });
    expect(plan.duration).toBeLessThanOrEqual(800);
    const landed = plan.at(plan.landAt);
    expect(Math.abs(landed.ball - landed.wheel - 30)).toBeLessThan(360);
  });
});
