import { findSlotTitle } from '@haneul/game-math';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { nameIn } from '../i18n/langs.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { ERROR_TEXT } from './error-text.ts';
import { Notice, SessionEnded } from './notice.tsx';
import { SidePanel } from './side-panel.tsx';
import { TopBar } from './top-bar.tsx';
import { useGameSession } from './use-game-session.ts';

/** `/play`: opens the game session, then shows the slot screen or the baccarat table. */
const SlotScreen = lazy(() => import('../slot/slot-screen.tsx'));
const BaccaratScreen = lazy(() => import('../baccarat/baccarat-screen.tsx'));

export function GameWindow({ token }: { token: string | null }) {
  const { t, lang } = useI18n();
  const state = useGameSession(token);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const closeNotice = useCallback(() => setNotice(null), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const ready = state.phase === 'ready' ? state.session : null;
  const slotTitle = ready?.game.kind === 'slot' ? findSlotTitle(ready.game.code) : undefined;
  const gameName = slotTitle ? nameIn(slotTitle.name, lang) : ready ? t('baccarat.title') : '';

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
  if (session.game.kind === 'slot' && !slotTitle)
    return <SessionEnded text="errors.gameDisabled" retry={false} />;
  const screen = { session, notify: setNotice, helpOpen, closeHelp };

  return (
    <div className={`game-window game-window--${session.game.kind}`}>
      <TopBar gameName={gameName} balance={session.balance} onHelp={() => setHelpOpen(true)} />
      <main className="game-window__main">
        <Suspense fallback={<div className="stage-loading" />}>
          {session.game.kind === 'slot' ? <SlotScreen {...screen} /> : <BaccaratScreen {...screen} />}
        </Suspense>
        <Notice text={notice} onClose={closeNotice} />
      </main>
      <SidePanel session={session} />
    </div>
  );
}
