import type { SpinResult } from '@haneul/game-math';
import type { Playback } from './playback.ts';
import { holdPlayback } from './respin-steps.ts';

/**
 * Plays back a hold-and-spin feature: the cash symbols lock, each respin spins the empty cells and
 * stops them on what the server says landed, the counter resets on a landing and counts down
 * otherwise; a full board shows the jackpot, then the feature's total (the server's).
 */
export async function playHoldAndSpin(playback: Playback, result: SpinResult): Promise<void> {
  const { title, stage, pause, sound, setWin, setBanner, setHold } = playback;
  const feature = result.holdAndSpin;
  if (title.mechanic?.kind !== 'hold-and-spin' || !feature || !result.base.cashValues) return;
  const { respins } = title.mechanic;
  const cells = title.reels * title.rows;
  const { start, frames } = holdPlayback(result.base.cashValues, feature);

  await pause(900);
  setBanner({ kind: 'holdStart', locked: start.locked, respins });
  sound('freeSpins');
  await pause(2000);
  setBanner(null);
  stage.enterHold(start.grid);
  setHold({ respinsLeft: respins, respins, locked: start.locked, cells, collected: start.collected });
  for (const frame of frames) {
    sound('spinStart');
    await stage.respin(frame.landed, playback.pace());
    if (frame.landed.length > 0) sound('chip');
    setHold({
      respinsLeft: frame.respinsLeft,
      respins,
      locked: frame.locked,
      cells,
      collected: frame.collected,
    });
    await pause(frame.landed.length > 0 ? 650 : 400);
  }
  if (feature.jackpot > 0) {
    setBanner({ kind: 'jackpot', amount: feature.jackpot });
    sound('bigWin');
    await pause(2600);
  }
  setWin(result.base.win + feature.win);
  setBanner({ kind: 'holdTotal', amount: feature.win });
  sound('win');
  await pause(2400);
  setBanner(null);
}
