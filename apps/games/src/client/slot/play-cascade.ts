import type { ReelSpin } from '@haneul/game-math';
import { chainReadings } from './cascade-steps.ts';
import type { Playback } from './playback.ts';

/**
 * Plays back a landed cascade spin's tumbles: after each window's wins have been seen, the
 * winning cells burst, the reels drop, the meter climbs to the next multiplier and the tumble's
 * win (the server's) adds to the chain. The last reading is the spin's win.
 */
export async function playCascade(playback: Playback, spin: ReelSpin): Promise<void> {
  const { title, stage, pause, sound, show, setWin, setCascade } = playback;
  if (title.mechanic?.kind !== 'cascade') return;
  const ladder = title.mechanic.multipliers;
  const readings = chainReadings(spin);
  const rung = (step: number) => Math.min(step, ladder.length - 1);
  setCascade({ ladder, rung: 0, chain: readings[0]!.total });
  for (const [i, step] of (spin.cascades ?? []).entries()) {
    await pause(1100);
    sound('reelStop');
    await stage.tumble(step, playback.pace());
    const reading = readings[i + 1]!;
    setCascade({ ladder, rung: rung(i + 1), chain: reading.total });
    if (step.win > 0) {
      setWin(reading.total);
      if (show(step)) sound('win');
    }
  }
}
