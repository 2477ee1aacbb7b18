import { describe, expect, it } from 'vitest';
import { acceptedPrice } from './odds-policy.ts';
import { price } from './price.ts';

const submitted = price(1_950);

describe('the odds-change policy', () => {
  it('accepts the same price under every policy, at that price', () => {
    for (const policy of ['none', 'higher', 'any'] as const)
      expect(acceptedPrice(policy, submitted, submitted)).toBe(submitted);
  });

  it('takes a better price under higher and any, refuses it under none', () => {
    expect(acceptedPrice('none', submitted, price(2_000))).toBeNull();
    expect(acceptedPrice('higher', submitted, price(2_000))).toBe(2_000);
    expect(acceptedPrice('any', submitted, price(2_000))).toBe(2_000);
  });

  it('takes a worse price only under any', () => {
    expect(acceptedPrice('none', submitted, price(1_900))).toBeNull();
    expect(acceptedPrice('higher', submitted, price(1_900))).toBeNull();
    expect(acceptedPrice('any', submitted, price(1_900))).toBe(1_900);
  });
});
