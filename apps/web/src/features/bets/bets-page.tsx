'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListSkeleton } from '../../components/list-skeleton';
import { ListStatus } from '../../components/list-status';
import { PageFrame } from '../../components/page-frame';
import { Pager } from '../../components/pager';
import { MemberOnly } from '../session';
import { type BetFilter, NO_FILTER } from './bet-filter';
import { BetFilters } from './bet-filters';
import { BetRow } from './bet-row';
import { useBetList } from './use-bet-list';

/** /bets: the member's casino and slot rounds, newest first, filtered by kind and day. */
export function BetsPage() {
  return (
    <MemberOnly>
      <BetsContent />
    </MemberOnly>
  );
}

function BetsContent() {
  const t = useTranslations('bets');
  const [filter, setFilter] = useState<BetFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const list = useBetList(filter, page);

  return (
    <PageFrame layout="sheet" title={t('title')}>
      <BetFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : list.isError ? (
        <ListStatus role="alert">{t('unavailable')}</ListStatus>
      ) : list.data.bets.length === 0 ? (
        <ListStatus>{t('empty')}</ListStatus>
      ) : (
        <>
          <ul data-list="bets" className="divide-y divide-white/5 border-y border-white/5">
            {list.data.bets.map((bet) => (
              <BetRow key={bet.id} bet={bet} />
            ))}
          </ul>
          <Pager page={page} pageSize={list.data.maxCount} total={list.data.totalCount} onPage={setPage} />
        </>
      )}
    </PageFrame>
  );
}
