import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { engineCodeOf } from '../../protocol/game-codes.ts';
import type { TGameKind } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { ERROR_TEXT } from './error-text.ts';
import { Notice, SessionEnded } from './notice.tsx';
import { PlayStopped } from './play-stopped.tsx';
import { RealityCheckDialog } from './reality-check-dialog.tsx';
import { SidePanel } from './side-panel.tsx';
import { TopBar } from './top-bar.tsx';
import { GAME_NAMES } from './game-names.ts';
import type { ScreenProps } from './screen-props.ts';
import { useGameSession } from './use-game-session.ts';

/** `/play`: opens the game session, then shows the screen of its kind of game (each its own chunk). */
const SCREENS: Record<TGameKind, LazyExoticComponent<ComponentType<ScreenProps>>> = {
  slot: lazy(() => import('../slot/slot-screen.tsx')),
  baccarat: lazy(() => import('../baccarat/baccarat-screen.tsx')),
  roulette: lazy(() => import('../roulette/roulette-screen.tsx')),
  dragonTiger: lazy(() => import('../dragon-tiger/dragon-tiger-screen.tsx')),
  sicBo: lazy(() => import('../sic-bo/sic-bo-screen.tsx')),
  blackjack: lazy(() => import('../blackjack/blackjack-screen.tsx')),
};

export function GameWindow({ token }: { token: string | null }) {
  const { t } = useI18n();
  const state = useGameSession(token);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const closeNotice = useCallback(() => setNotice(null), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const ready = state.phase === 'ready' ? state.session : null;
  const nameKey = ready ? GAME_NAMES[engineCodeOf(ready.game.code)] : undefined;
  const gameName = nameKey ? t(nameKey) : '';

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
  if (!gameName) return <SessionEnded text="errors.gameDisabled" retry={false} />;
  const screen = { session, gameName, notify: setNotice, helpOpen, closeHelp };
  const Screen = SCREENS[session.game.kind];

  return (
    <div className={`game-window game-window--${session.game.kind}`}>
      <TopBar gameName={gameName} balance={session.balance} onHelp={() => setHelpOpen(true)} />
      <main className="game-window__main">
        {/* Inert once stopped: every bet control of every screen is out of reach at once. */}
        <div className="game-window__screen" inert={session.stopped !== null}>
          <Suspense fallback={<div className="stage-loading" />}>
            <Screen {...screen} />
          </Suspense>
        </div>
        <Notice text={notice} onClose={closeNotice} />
        {session.stopped && <PlayStopped status={session.stopped} />}
      </main>
      <SidePanel session={session} />
      {session.realityCheck && (
        <RealityCheckDialog
          key={session.realityCheck.due}
          check={session.realityCheck}
          api={session.api}
          onAnswered={session.setRealityCheck}
        />
      )}
    </div>
  );
}
