import { findSlotTitle, type SlotTitle } from '@haneul/game-math';
import { engineCodeOf } from '../../protocol/game-codes.ts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { HelpDialog } from '../app/help-dialog.tsx';
import type { ScreenProps } from '../app/screen-props.ts';
import { useSpaceKey } from '../app/use-space-key.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useSound } from '../sound/sound-context.tsx';
import { betOptions, cappedMaxBet, initialBet } from './bet-options.ts';
import type { CascadeHud } from './playback.ts';
import { SlotControls } from './slot-controls.tsx';
import { SlotHelp } from './slot-help.tsx';
import { SlotHud } from './slot-hud.tsx';
import { initialWindow, useSlotStage } from './use-slot-stage.ts';
import { useSlotPlay } from './use-slot-play.ts';
import '../styles/slot.css';

/** The slot screen: the PixiJS reels with their HUD, and the control deck below. */
const BET_KEY = (code: string) => `haneul.game.bet.${code}`;

/** A cascade title shows its multiplier ladder between spins too, resting on its first rung. */
function restingLadder(title: SlotTitle): CascadeHud | null {
  return title.mechanic?.kind === 'cascade'
    ? { ladder: title.mechanic.multipliers, rung: 0, chain: 0 }
    : null;
}

function rememberedBet(code: string): number | null {
  try {
    const stored = window.localStorage.getItem(BET_KEY(code));
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

export default function SlotScreen({ session, gameName, notify, helpOpen, closeHelp }: ScreenProps) {
  const { t, won, fmt } = useI18n();
  const { play } = useSound();
  const title = findSlotTitle(engineCodeOf(session.game.code))!;
  const { maxStake } = session.slotRules;
  // The operator's stake cap narrows the selector; the server refuses anything above it too.
  const bets = useMemo(
    () => betOptions({ ...title, maxBet: cappedMaxBet(title, maxStake) }),
    [title, maxStake],
  );
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
    formatCash: fmt.compact,
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
        <SlotHud
          free={slot.free}
          cascade={slot.cascade ?? restingLadder(title)}
          hold={slot.hold}
          banner={slot.banner}
          onDismiss={slot.dismissBanner}
        />
      </div>
      <SlotControls
        bets={bets}
        bet={bet}
        onBet={chooseBet}
        onSpin={onSpin}
        busy={slot.busy}
        cycling={slot.cycling}
        hurryAllowed={session.slotRules.turboAllowed}
        ready={stage !== null}
        win={slot.win}
        coinsPerSpin={title.coinsPerSpin}
      />
      {helpOpen && (
        <HelpDialog code={title.code} title={gameName} onClose={closeHelp}>
          {(info, failed) => <SlotHelp title={title} bet={bet} info={info} failed={failed} />}
        </HelpDialog>
      )}
    </section>
  );
}
