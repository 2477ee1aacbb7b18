import type { SlotTitle } from '@haneul/game-math';
import type { SoundName } from '../sound/synth.ts';
import type { Pace } from './stage/pace.ts';
import type { SlotStage } from './stage/slot-stage.ts';
import type { WinsOf } from './win-cells.ts';

/**
 * What a mechanic's playback (cascades, hold and spin) may do while the round plays back: move the
 * stage, wait (shorter once the player hurries), sound, and update what React shows around the
 * reels. The round is the server's answer; playback only decides when each part of it is shown.
 */
export interface CascadeHud {
  /** The title's multiplier ladder, and the rung the last window was paid at. */
  ladder: readonly number[];
  rung: number;
  /** The chain's win so far, in won. */
  chain: number;
}

export interface HoldHud {
  respinsLeft: number;
  respins: number;
  locked: number;
  cells: number;
  collected: number;
}

export type SlotBanner =
  | { kind: 'freeAwarded'; spins: number }
  | { kind: 'retrigger'; spins: number }
  | { kind: 'freeTotal'; amount: number }
  | { kind: 'holdStart'; locked: number; respins: number }
  | { kind: 'jackpot'; amount: number }
  | { kind: 'holdTotal'; amount: number }
  | { kind: 'bigWin'; amount: number };

export interface Playback {
  title: SlotTitle;
  stage: SlotStage;
  pace: () => Pace;
  pause: (ms: number) => Promise<unknown>;
  sound: (name: SoundName) => void;
  /** Highlights a window's wins; answers whether there were any. */
  show: (wins: WinsOf) => boolean;
  setWin: (amount: number) => void;
  setBanner: (banner: SlotBanner | null) => void;
  setCascade: (hud: CascadeHud) => void;
  setHold: (hud: HoldHud | null) => void;
}
