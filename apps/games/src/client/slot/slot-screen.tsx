import { findSlotTitle } from '@haneul/game-math';
import { useCallback, useMemo, useRef, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { nameIn } from '../i18n/langs.ts';
import { useSound } from '../sound/sound-context.tsx';
import { betOptions, initialBet } from './bet-options.ts';
import { SlotControls } from './slot-controls.tsx';
import { SlotHelp } from './slot-help.tsx';
import { SlotHud } from './slot-hud.tsx';
import { initialWindow, useSlotStage } from './use-slot-stage.ts';
import { useSlotPlay } from './use-slot-play.ts';
import '../styles/slot.css';

/** The slot screen: the PixiJS reels with their HUD, and the control deck below. */
const BET_KEY = (code: string) => `haneul.game.bet.${code}`;

function rememberedBet(code: string): number | null {
  try {
    const stored = window.localStorage.getItem(BET_KEY(code));
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

export default function SlotScreen({ session, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t, won, lang } = useI18n();
  const { play } = useSound();
  const title = findSlotTitle(session.game.code)!;
  const bets = useMemo(() => betOptions(title), [title]);
  const [bet, setBet] = useState(() => initialBet(bets, rememberedBet(title.code)));
  // Only the first render's history places the reels; later rounds move them by playing.
  const [initial] = useState(() => initialWindow(title, session.recent));
  const host = useRef<HTMLDivElement>(null);
  const onReelStop = useCallback(() => play('reelStop'), [play]);
  const { stage, failed } = useSlotStage(host, {
    title,
    wildLabel: t('slot.wildLabel'),
    initial,
    formatPay: won,
    onReelStop,
  });
  const slot = useSlotPlay({ session, title, stage, initial, notify });

  const chooseBet = (next: number) => {
    setBet(next);
    play('click');
    try {
      window.localStorage.setItem(BET_KEY(title.code), String(next));
    } catch {
      // Remembering the bet is a convenience; without storage the default is used next time.
    }
  };
  const onSpin = () => void slot.spin(bet);
  useSpaceKey(onSpin);

  return (
    <section className={`slot-screen theme-${title.code}`} aria-label={t('slot.screenLabel')}>
      <div className="slot-stage" ref={host} data-ready={stage ? 'true' : 'false'}>
        {!stage && !failed && <div className="stage-loading" aria-hidden="true" />}
        {failed && <p className="stage-failed">{t('errors.graphics')}</p>}
        <SlotHud free={slot.free} banner={slot.banner} onDismiss={slot.dismissBanner} />
      </div>
      <SlotControls
        bets={bets}
        bet={bet}
        onBet={chooseBet}
        onSpin={onSpin}
        busy={slot.busy}
        ready={stage !== null}
        win={slot.win}
        coinsPerSpin={title.coinsPerSpin}
      />
      {helpOpen && (
        <HelpDialog code={title.code} title={nameIn(title.name, lang)} onClose={closeHelp}>
          {(info, failed) => <SlotHelp title={title} bet={bet} info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
