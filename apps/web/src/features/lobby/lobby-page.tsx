import { getTranslations } from 'next-intl/server';
import { PageTitle } from '../../components/page-title';
import { GameLobby } from './game-lobby';
import { loadLobby } from './load-lobby';

/** /game: the whole lobby, open to visitors too (a tile asks them to sign in, as on home). */
export async function LobbyPage() {
  const [t, lobby] = await Promise.all([getTranslations('lobby'), loadLobby()]);
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-6 px-3 py-6 sm:px-6 sm:py-8">
      <PageTitle>{t('title')}</PageTitle>
      <GameLobby games={lobby.games} providers={lobby.providers} sports={lobby.sports} />
    </div>
  );
}
