import { describe, expect, it } from 'vitest';
import { betListBody, NO_FILTER, withDay } from './bet-filter';

describe('betListBody', () => {
  it('sends only the controls that are set', () => {
    expect(betListBody(NO_FILTER, 1)).toEqual({ page: 1 });
    expect(betListBody({ kind: 'slot', from: '2026-11-01', to: '' }, 3)).toEqual({
      page: 3,
      kind: 'slot',
      from: '2026-11-01',
    });
  });
});

describe('withDay', () => {
  it('keeps the range from running backwards, whichever end moves', () => {
    const range = { kind: 'all', from: '2026-11-10', to: '2026-11-20' } as const;
    expect(withDay(range, 'from', '2026-11-15')).toEqual({ ...range, from: '2026-11-15' });
    expect(withDay(range, 'from', '2026-11-25')).toEqual({ ...range, from: '2026-11-25', to: '2026-11-25' });
    expect(withDay(range, 'to', '2026-11-05')).toEqual({ ...range, from: '2026-11-05', to: '2026-11-05' });
    expect(withDay(range, 'to', '')).toEqual({ ...range, to: '' });
  });
});
