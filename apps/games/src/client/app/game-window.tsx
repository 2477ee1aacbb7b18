import { findSlotTitle } from '@haneul/game-math';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { TGameKind } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { nameIn } from '../i18n/langs.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { ERROR_TEXT } from './error-text.ts';
import { Notice, SessionEnded } from './notice.tsx';
import { SidePanel } from './side-panel.tsx';
import { TopBar } from './top-bar.tsx';
import { TABLE_GAME_NAMES } from './game-names.ts';
import type { ScreenProps } from './screen-props.ts';
import { useGameSession } from './use-game-session.ts';

/**
 * `/play`: opens the game session, then shows the screen of its kind of game (each its own chunk).
 * Roulette, dragon tiger and sic bo are played by the server but have no table screen yet: the
 * catalogue keeps their tiles switched off, and a window opened for one says the game is off.
 */
const SCREENS: Partial<Record<TGameKind, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  slot: lazy(() => import('../slot/slot-screen.tsx')),
  baccarat: lazy(() => import('../baccarat/baccarat-screen.tsx')),
};

export function GameWindow({ token }: { token: string | null }) {
  const { t, lang } = useI18n();
  const state = useGameSession(token);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const closeNotice = useCallback(() => setNotice(null), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const ready = state.phase === 'ready' ? state.session : null;
  const slotTitle = ready?.game.kind === 'slot' ? findSlotTitle(ready.game.code) : undefined;
  const tableName = ready ? TABLE_GAME_NAMES[ready.game.code] : undefined;
  const gameName = slotTitle ? nameIn(slotTitle.name, lang) : tableName ? t(tableName) : '';

  useEffect(() => {
    document.title = gameName ? t('common.windowTitle', { game: gameName }) : t('common.brand');
  }, [gameName, t]);

  if (state.phase === 'failed')
    return <SessionEnded text={ERROR_TEXT[state.code]} retry={state.code !== 'invalid_token'} />;
  if (state.phase === 'loading') {
    return (
      <main className="window-loading" aria-busy="true">
        <div className="spinner" />
        <p>{t('common.loading')}</p>
      </main>
    );
  }

  const { session } = state;
  const Screen = SCREENS[session.game.kind];
  if (!gameName || !Screen) return <SessionEnded text="errors.gameDisabled" retry={false} />;
  const screen = { session, gameName, notify: setNotice, helpOpen, closeHelp };

  return (
    <div className={`game-window game-window--${session.game.kind}`}>
      <TopBar gameName={gameName} balance={session.balance} onHelp={() => setHelpOpen(true)} />
      <main className="game-window__main">
        <Suspense fallback={<div className="stage-loading" />}>
          <Screen {...screen} />
        </Suspense>
        <Notice text={notice} onClose={closeNotice} />
      </main>
      <SidePanel session={session} />
    </div>
  );
}
