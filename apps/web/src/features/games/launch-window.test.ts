import { describe, expect, it } from 'vitest';
import { gameUrlWithLanguage, gameWindowFeatures } from './launch-window';

describe('game window', () => {
  it('adds the language to the launch URL, as the game window spells it', () => {
    expect(gameUrlWithLanguage('http://localhost:4100/play?token=a&game=b', 'ko')).toBe(
      'http://localhost:4100/play?token=a&game=b&lang=ko',
    );
    expect(gameUrlWithLanguage('http://localhost:4100/play?game=b', 'cn')).toBe(
      'http://localhost:4100/play?game=b&lang=cn',
    );
  });
  it('opens 1400x800, centred', () => {
    expect(gameWindowFeatures(1920, 1080)).toContain('width=1400,height=800,left=260,top=140');
  });
});
