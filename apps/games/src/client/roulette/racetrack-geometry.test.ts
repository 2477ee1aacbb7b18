import { ROULETTE_WHEEL } from '@haneul/game-math';
import { describe, expect, it } from 'vitest';
import { boundsOf, racetrackLayout } from './racetrack-geometry.ts';

describe('racetrack geometry', () => {
  it.each([
    [600, 110],
    [150, 340],
  ])('puts the 37 pockets round a %i×%i oval in wheel order, 0 at the far end', (width, height) => {
    const track = racetrackLayout(width, height);
    expect(track.pockets.map((p) => p.pocket)).toEqual(ROULETTE_WHEEL);
    const zero = track.pockets[0]!.centre;
    if (width > height) expect(zero.x).toBe(Math.max(...track.pockets.map((p) => p.centre.x)));
    else expect(zero.y).toBe(Math.min(...track.pockets.map((p) => p.centre.y)));
    for (const { centre } of track.pockets) {
      expect(centre.x).toBeGreaterThan(0);
      expect(centre.x).toBeLessThan(width);
      expect(centre.y).toBeGreaterThan(0);
      expect(centre.y).toBeLessThan(height);
    }
    // Evenly spaced: neighbours on the wheel are neighbours on the track.
    const gaps = track.pockets.map((p, i) => {
      const next = track.pockets[(i + 1) % 37]!.centre;
      return Math.hypot(next.x - p.centre.x, next.y - p.centre.y);
    });
    expect(Math.max(...gaps) / Math.min(...gaps)).toBeLessThan(1.3);
  });

  it('runs clockwise like the wheel: after 0 comes 32 below it (wide) or to its right (upright)', () => {
    const wide = racetrackLayout(600, 110);
    expect(wide.pockets[1]!.centre.y).toBeGreaterThan(wide.pockets[0]!.centre.y);
    const upright = racetrackLayout(150, 340);
    expect(upright.pockets[1]!.centre.x).toBeGreaterThan(upright.pockets[0]!.centre.x);
  });

  it('keeps the four call bet zones inside the oval, side by side', () => {
    const track = racetrackLayout(600, 110);
    const inner = boundsOf(track.inner);
    const zones = Object.fromEntries(track.zones.map((z) => [z.call, boundsOf(z.outline)]));
    for (const box of Object.values(zones)) {
      expect(box.left).toBeGreaterThanOrEqual(inner.left - 0.01);
      expect(box.left + box.width).toBeLessThanOrEqual(inner.left + inner.width + 0.01);
    }
    // Tiers opposite 0 (left), then orphelins, voisins, and jeu zéro at 0's end (right).
    const centre = (call: string) => zones[call]!.left + zones[call]!.width / 2;
    expect(centre('tiers')).toBeLessThan(centre('orphelins'));
    expect(centre('orphelins')).toBeLessThan(centre('voisins'));
    expect(centre('voisins')).toBeLessThan(centre('zero'));
  });
});
