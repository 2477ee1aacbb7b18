'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { callApi } from '../../lib/call-api';
import { RECENT_GAMES_KEY } from '../games';
import { useSession } from '../session';
import { GameGrid } from './game-grid';
import { recentTile } from './lobby-game';

async function loadRecentGames() {
  const answer = await callApi('get-recent-game', {});
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.games.map(recentTile);
}

/** The signed-in member's recently played games, from the server, so they follow them between devices. */
export function RecentGames() {
  const t = useTranslations('lobby.recent');
  const signedIn = useSession().status === 'authenticated';
  const recent = useQuery({
    queryKey: RECENT_GAMES_KEY,
    queryFn: loadRecentGames,
    enabled: signedIn,
    staleTime: 0,
  });
  if (!signedIn) return null;

  return (
    <section aria-labelledby="recent-heading" data-section="recent" className="flex flex-col gap-3">
      <h2 id="recent-heading" className="flex items-center gap-2 text-lg font-semibold text-gold-200">
        <Icon name="clock" width={18} height={18} />
        {t('heading')}
      </h2>
      {recent.isPending ? (
        <p role="status" className="sr-only" />
      ) : recent.isError ? (
        <p role="alert" className="card px-5 py-4 text-sm text-slate-400">
          {t('unavailable')}
        </p>
      ) : recent.data.length === 0 ? (
        <p className="card px-5 py-4 text-sm text-slate-400">{t('empty')}</p>
      ) : (
        <GameGrid games={recent.data} name="recent" />
      )}
    </section>
  );
}
