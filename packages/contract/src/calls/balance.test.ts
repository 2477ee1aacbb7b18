import { describe, expect, it } from 'vitest';
import { MONEY_KIND_GROUPS, ZMoneyHistoryBody, ZMoneyKind } from './balance.ts';

describe('the money history filter', () => {
  it('puts every money kind in exactly one group', () => {
    const grouped = Object.values(MONEY_KIND_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ZMoneyKind.options].sort());
  });

  it('takes a group and a range of days, defaulting to every kind', () => {
    expect(ZMoneyHistoryBody.parse({})).toEqual({ page: 1, kinds: 'all' });
    expect(ZMoneyHistoryBody.parse({ kinds: 'games', from: '2030-03-10', to: '2030-03-10' })).toEqual({
      page: 1,
      kinds: 'games',
      from: '2030-03-10',
      to: '2030-03-10',
    });
  });

  it('refuses a range that runs backwards on `from`', () => {
    const result = ZMoneyHistoryBody.safeParse({ from: '2030-03-11', to: '2030-03-10' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'after_to'],
    ]);
  });
});
