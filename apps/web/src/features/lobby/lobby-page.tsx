import { getTranslations } from 'next-intl/server';
import { GameLobby } from './game-lobby';
import { loadLobby } from './load-lobby';

/** /game: the whole lobby, open to visitors too (a tile asks them to sign in, as on home). */
export async function LobbyPage() {
  const [t, lobby] = await Promise.all([getTranslations('lobby'), loadLobby()]);
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-6 px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-gold-200">
        <span
          aria-hidden="true"
          className="h-5 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600"
        />
        {t('title')}
      </h1>
      <GameLobby games={lobby.games} providers={lobby.providers} />
    </div>
  );
}
