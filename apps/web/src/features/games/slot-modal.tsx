'use client';

import type { TSlotProvider } from '@haneul/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icons';
import { callApi } from '../../lib/call-api';
import { GameMoneyPanel } from '../wallet';
import { GameTile } from './game-tile';
import { useGameNames } from './use-game-names';
import { useLaunchGame } from './use-launch-game';

async function loadSlotGames(company: string) {
  const answer = await callApi('get-slot-by-company', { company });
  if (answer.status !== 'success') throw new Error(answer.status);
  return answer.games;
}

/**
 * A slot provider's games, loaded when its tile is clicked; a transfer-wallet studio's list opens
 * with its game-money panel, since its games play only from the money moved there.
 */
export function SlotModal({ provider, onClose }: { provider: TSlotProvider; onClose: () => void }) {
  const t = useTranslations('games');
  const names = useGameNames();
  const launch = useLaunchGame();
  const games = useQuery({
    queryKey: ['slot-games', provider.code],
    queryFn: () => loadSlotGames(provider.code),
  });

  return (
    <Dialog
      title={names.provider(provider)}
      onClose={onClose}
      name="slot-games"
      className="animate-pop-in max-h-[88dvh] w-full max-w-5xl p-5 sm:p-6"
      titleClassName="mb-4 pr-12 text-xl font-bold text-gold-200"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        className="focus-ring absolute top-4 right-4 grid size-10 place-items-center rounded-xl text-slate-300 hover:bg-white/5"
      >
        <Icon name="close" width={22} height={22} />
      </button>
      {provider.transferCompany ? (
        <div className="mb-4">
          <GameMoneyPanel company={provider.transferCompany} studio={names.provider(provider)} />
        </div>
      ) : null}
      {games.isPending ? (
        <p role="status" className="py-10 text-center text-slate-400">
          {t('loading')}
        </p>
      ) : games.isError ? (
        <p role="alert" className="py-10 text-center text-slate-400">
          {t('unavailable')}
        </p>
      ) : games.data.length === 0 ? (
        <p className="py-10 text-center text-slate-400">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {games.data.map((game) => (
            <li key={game.code}>
              <GameTile
                name={names.game(game)}
                imgUrl={game.imgUrl}
                used={game.used}
                onClick={() => launch({ code: game.code, company: provider.code, used: game.used })}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
