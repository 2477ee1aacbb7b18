import type { ReelSpin, SlotTitle } from '@haneul/game-math';
import { useEffect, useRef, useState } from 'react';
import type { TSpinResult } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT, REFUSAL_TEXT } from '../app/error-text.ts';
import { prefersReducedMotion } from '../app/reduced-motion.ts';
import type { GameSession } from '../app/use-game-session.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import type { SoundName } from '../sound/synth.ts';
import { chainReadings } from './cascade-steps.ts';
import { playCascade } from './play-cascade.ts';
import { playHoldAndSpin } from './play-hold-and-spin.ts';
import type { CascadeHud, HoldHud, Playback, SlotBanner } from './playback.ts';
import type { LandedSpin, SlotStage } from './stage/slot-stage.ts';
import { winDisplays, type WinsOf } from './win-cells.ts';

/**
 * One paid spin from the click to the last free spin, tumble or respin. The server answers the
 * whole round at once (base spin, every cascade tumble, every free spin, the hold-and-spin
 * feature); this plays it back step by step, and the balance shown keeps the stake out until the
 * playback has shown what was won.
 */

export interface FreeSpinHud {
  index: number;
  total: number;
  multiplier: number;
  won: number;
}

const BIG_WIN_BETS = 20;
/** The sounds that celebrate a win: a win of at most the stake may have to go without them. */
const CELEBRATIONS: readonly SoundName[] = ['win', 'bigWin'];

export function useSlotPlay(options: {
  session: GameSession;
  title: SlotTitle;
  stage: SlotStage | null;
  initial: LandedSpin;
  notify: (text: MessageKey) => void;
}) {
  const { session, title, stage, notify } = options;
  const { slotRules } = session;
  const { play } = useSound();
  const [busy, setBusy] = useState(false);
  // True from a spin's click until the operator's least spin cycle has passed since its answer: the
  // server counts the cycle from when it drew the round, which lies between the two.
  const [cycling, setCycling] = useState(false);
  const cycleTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(cycleTimer.current), []);
  const [win, setWin] = useState(0);
  const [free, setFree] = useState<FreeSpinHud | null>(null);
  const [banner, setBanner] = useState<SlotBanner | null>(null);
  const [cascade, setCascade] = useState<CascadeHud | null>(null);
  const [holdHud, setHoldHud] = useState<HoldHud | null>(null);
  const landed = useRef<LandedSpin>(options.initial);
  const running = useRef(false);
  const hurry = useRef(false);
  // False while a spin's whole win is at most its stake and the operator wants that shown quietly.
  const celebrating = useRef(true);
  const sound = (name: SoundName) => {
    if (celebrating.current || !CELEBRATIONS.includes(name)) play(name);
  };

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, hurry.current ? ms / 4 : ms));

  const pace = () => ({ hurry: hurry.current, reduced: prefersReducedMotion() });

  const land = async (spin: ReelSpin | LandedSpin) => {
    await stage!.land(spin, pace());
    landed.current = spin;
  };

  const show = (spin: WinsOf) => {
    if (!celebrating.current) return false;
    const wins = winDisplays(title, spin);
    if (wins.length) stage!.showWins(wins);
    return wins.length > 0;
  };

  const playback = (): Playback => ({
    title,
    stage: stage!,
    pace,
    pause,
    sound,
    show,
    setWin,
    setBanner,
    setCascade,
    setHold: setHoldHud,
  });

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
      // Turbo: the spin button hurries the spin in play, where the operator allows it.
      if (slotRules.turboAllowed) hurry.current = true;
      return;
    }
    if (!stage || cycling) return;
    const { api, balance, hold, settle } = session;
    if (balance < bet) return notify('errors.insufficientFunds');
    running.current = true;
    hurry.current = false;
    celebrating.current = true;
    setBusy(true);
    if (slotRules.minSpinMs > 0) setCycling(true);
    const restCycle = () => {
      if (slotRules.minSpinMs > 0) {
        cycleTimer.current = window.setTimeout(() => setCycling(false), slotRules.minSpinMs);
      }
    };
    setWin(0);
    setBanner(null);
    setCascade(null);
    setHoldHud(null);
    hold(balance - bet);
    stage.start(title.reelStrips);
    sound('spinStart');
    try {
      const answer = await api
        .spin(bet)
        .finally(restCycle)
        .catch(async (error: unknown) => {
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
      celebrating.current = slotRules.celebrateAtOrBelowStake || result.totalWin > bet;
      await land(result.base);
      const { base } = result;
      // A cascade spin's win counts up tumble by tumble; any other spin's window pays at once.
      const firstWindow = base.cascades ? chainReadings(base)[0]!.total : base.win;
      setWin(firstWindow);
      if (show(base)) sound(firstWindow >= bet * BIG_WIN_BETS ? 'bigWin' : 'win');
      await playCascade(playback(), base);
      // The reels now rest on the chain's last window: a failed next spin lands back on it.
      landed.current = base.cascades?.at(-1) ?? base;
      await playHoldAndSpin(playback(), result);
      setHoldHud(null);
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

  return {
    spin,
    busy,
    cycling,
    win,
    free,
    banner,
    cascade,
    hold: holdHud,
    dismissBanner: () => setBanner(null),
  };
}
