import { describe, expect, it } from 'vitest';
import { needsTabFirst } from './needs-tab-first';

const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('needsTabFirst', () => {
  it('is true for Safari on macOS and every iOS browser', () => {
    expect(needsTabFirst(SAFARI_MAC)).toBe(true);
    expect(needsTabFirst(IPHONE)).toBe(true);
    expect(needsTabFirst(CHROME_MAC, 5)).toBe(true);
  });
  it('is false for Chrome on macOS and on Windows', () => {
    expect(needsTabFirst(CHROME_MAC)).toBe(false);
    expect(needsTabFirst(WINDOWS)).toBe(false);
  });
});
