'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useState } from 'react';
import { ListSkeleton } from '../../../components/list-skeleton';
import { ListStatus } from '../../../components/list-status';
import { PILL_ROW_CLASS, pillClass } from '../../../components/pill';
import { Pager } from '../../../components/pager';
import { Link } from '../../../i18n/navigation';
import { useSession } from '../../session';
import { BetCard } from './bet-card';
import { type BetList, useSportBets } from './use-sport-bets';

const LISTS: readonly BetList[] = ['open', 'settled'];

/** My bets: the open ones (waiting or open) and the settled ones (refused included), a page at a time. */
export function MyBets() {
  const t = useTranslations('sport.bets');
  const auth = useTranslations('auth');
  const signedIn = useSession().status === 'authenticated';
  const [list, setList] = useState<BetList>('open');
  const [page, setPage] = useState(1);
  const baseId = useId();
  const bets = useSportBets(list, page, signedIn);

  const choose = (next: BetList) => {
    setList(next);
    setPage(1);
  };
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = list === 'open' ? 'settled' : 'open';
    choose(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  }

  if (!signedIn) {
    return (
      <div className="card flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-slate-300">{t('signIn')}</p>
        <Link href="/login" className="btn-gold">
          {auth('signIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('tabs.label')} className={`${PILL_ROW_CLASS} self-start`}>
        {LISTS.map((name) => (
          <button
            key={name}
            id={`${baseId}-${name}`}
            type="button"
            role="tab"
            aria-selected={list === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={list === name ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => choose(name)}
            className={pillClass(list === name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${list}`} data-bets={list}>
        {bets.isPending ? (
          <ListSkeleton label={t('loading')} rows={3} />
        ) : bets.isError ? (
          <ListStatus role="alert">{t('unavailable')}</ListStatus>
        ) : bets.data.bets.length === 0 ? (
          <div className="card">
            <ListStatus>{list === 'open' ? t('emptyOpen') : t('emptySettled')}</ListStatus>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {bets.data.bets.map((bet) => (
                <BetCard key={bet.id} bet={bet} />
              ))}
            </ul>
            <Pager page={page} pageSize={bets.data.maxCount} total={bets.data.totalCount} onPage={setPage} />
          </>
        )}
      </div>
    </div>
  );
}
