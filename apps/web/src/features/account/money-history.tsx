'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TMoneyKindGroup } from '@haneul/contract';
import { formatDateTime, formatNumber } from '../../lib/format';
import { PagedHistory, signedNumber } from '../wallet';
import { MoneyHistoryFilter, type MoneyHistoryFilterValue } from './money-history-filter';

const NO_GAME = '—';

/**
 * /user's money history: every movement of the cash with the time, the kind, the game it was
 * played on, the amount and the balance right after it, filtered by kind group and Korean days.
 */
export function MoneyHistory({ heading }: { heading: string }) {
  const tw = useTranslations('wallet');
  const locale = useLocale();
  const [filter, setFilter] = useState<MoneyHistoryFilterValue>({ kinds: 'all', from: '', to: '' });
  // A range that runs backwards is not asked for: the filter says so and the last list stays.
  const [applied, setApplied] = useState<{ kinds: TMoneyKindGroup; from?: string; to?: string }>({
    kinds: 'all',
  });
  const change = (next: MoneyHistoryFilterValue) => {
    setFilter(next);
    if (next.from && next.to && next.from > next.to) return;
    setApplied({
      kinds: next.kinds,
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
    });
  };
  const won = (amount: string) => tw('history.won', { amount });

  return (
    <PagedHistory
      name="money-history"
      call="get-money-history"
      heading={heading}
      filter={applied}
      toolbar={<MoneyHistoryFilter value={filter} onChange={change} />}
      columns={[
        { key: 'time', label: tw('history.time'), render: (item) => formatDateTime(item.createdAt) },
        { key: 'kind', label: tw('history.kind'), render: (item) => tw(`kinds.${item.kind}`) },
        {
          key: 'game',
          label: tw('history.game'),
          render: (item) => <span data-game={item.game?.code}>{item.game?.name ?? NO_GAME}</span>,
        },
        {
          key: 'amount',
          label: tw('history.amount'),
          align: 'right',
          render: (item) => won(signedNumber(item.amount, locale)),
        },
        {
          key: 'balance-after',
          label: tw('history.balanceAfter'),
          align: 'right',
          render: (item) => <span data-balance-after>{won(formatNumber(item.balanceAfter, locale))}</span>,
        },
      ]}
    />
  );
}
