import type { ReelSpin, SlotTitle } from '@haneul/game-math';
import { useRef, useState } from 'react';
import type { TSpinResult } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import type { LandedSpin, SlotStage } from './stage/slot-stage.ts';
import { winDisplays } from './win-cells.ts';

/**
 * One paid spin from the click to the last free spin. The server answers the whole round at once
 * (base spin and every free spin); this plays it back spin by spin, and the balance shown keeps
 * the stake out until the playback has shown what was won.
 */
export type SlotBanner =
  | { kind: 'freeAwarded'; spins: number }
  | { kind: 'retrigger'; spins: number }
  | { kind: 'freeTotal'; amount: number }
  | { kind: 'bigWin'; amount: number };

export interface FreeSpinHud {
  index: number;
  total: number;
  multiplier: number;
  won: number;
}

const BIG_WIN_BETS = 20;

export function useSlotPlay(options: {
  session: GameSession;
  title: SlotTitle;
  stage: SlotStage | null;
  initial: LandedSpin;
  notify: (text: MessageKey) => void;
}) {
  const { session, title, stage, notify } = options;
  const { play: sound } = useSound();
  const [busy, setBusy] = useState(false);
  const [win, setWin] = useState(0);
  const [free, setFree] = useState<FreeSpinHud | null>(null);
  const [banner, setBanner] = useState<SlotBanner | null>(null);
  const landed = useRef<LandedSpin>(options.initial);
  const running = useRef(false);
  const hurry = useRef(false);

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, hurry.current ? ms / 4 : ms));

  const land = async (spin: ReelSpin | LandedSpin) => {
    await stage!.land(spin, { hurry: hurry.current });
    landed.current = spin;
  };

  const show = (spin: ReelSpin) => {
    const wins = winDisplays(title, spin);
    if (wins.length) stage!.showWins(wins);
    return wins.length > 0;
  };

  const playFreeSpins = async (result: TSpinResult) => {
    setBanner({ kind: 'freeAwarded', spins: result.base.freeSpinsAwarded });
    sound('freeSpins');
    await pause(2200);
    setBanner(null);
    stage!.setFreeMode(true);
    const strips = title.freeSpins.reelStrips ?? title.reelStrips;
    let total = result.base.freeSpinsAwarded;
    let won = 0;
    for (const [i, spin] of result.freeSpins.entries()) {
      setFree({ index: i + 1, total, multiplier: spin.multiplier, won });
      stage!.start(strips);
      sound('spinStart');
      await pause(300);
      await land(spin);
      won += spin.win;
      total += spin.freeSpinsAwarded;
      setFree({ index: i + 1, total, multiplier: spin.multiplier, won });
      setWin(result.base.win + won);
      if (show(spin)) sound('win');
      await pause(spin.win > 0 ? 1500 : 450);
      if (spin.freeSpinsAwarded > 0) {
        setBanner({ kind: 'retrigger', spins: spin.freeSpinsAwarded });
        sound('freeSpins');
        await pause(1600);
        setBanner(null);
      }
    }
    stage!.setFreeMode(false);
    setFree(null);
    setBanner({ kind: 'freeTotal', amount: result.freeSpinsWin });
    await pause(2600);
    setBanner(null);
  };

  // Rebuilt every render on purpose: it must see the current stage and sound setting.
  const spin = async (bet: number) => {
    if (running.current) {
      hurry.current = true;
      return;
    }
    if (!stage) return;
    const { api, balance, hold, settle } = session;
    if (balance < bet) return notify('errors.insufficientFunds');
    running.current = true;
    hurry.current = false;
    setBusy(true);
    setWin(0);
    setBanner(null);
    hold(balance - bet);
    stage.start(title.reelStrips);
    sound('spinStart');
    try {
      const answer = await api.spin(bet).catch(async (error: unknown) => {
        await land(landed.current);
        hold(null);
        notify(ERROR_TEXT[gameErrorCode(error)]);
        return null;
      });
      if (!answer) return;
      const result = answer.round?.spin;
      if (answer.status !== 'OK' || !result) {
        await land(landed.current);
        settle(answer);
        notify(answer.status === 'OK' ? 'errors.unexpected' : REFUSAL_TEXT[answer.status]);
        return;
      }
      await land(result.base);
      setWin(result.base.win);
      if (show(result.base)) sound(result.base.win >= bet * BIG_WIN_BETS ? 'bigWin' : 'win');
      if (result.freeSpins.length > 0) await playFreeSpins(result);
      if (result.totalWin >= bet * BIG_WIN_BETS) {
        setBanner({ kind: 'bigWin', amount: result.totalWin });
        sound('bigWin');
      }
      setWin(result.totalWin);
      settle(answer);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { spin, busy, win, free, banner, dismissBanner: () => setBanner(null) };
}
