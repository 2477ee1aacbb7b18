import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { DropCell } from '../cascade-steps.ts';
import { landingPos, planLanding, runningPos, type Motion } from './reel-motion.ts';
import { tumbleDone, tumbleFrame, type Tumble } from './tumble-frame.ts';

/** How a visible cell is drawn while wins are shown. */
export type CellLook = 'normal' | 'dim' | 'win';

/**
 * One reel on screen: `rows + 1` sprites over a tape of symbols (see reel-motion.ts). While it
 * turns, symbols not yet decided are drawn from the reel's real strip, so the blur shows the
 * title's true symbol mix; the round's window is written onto the tape just before it lands.
 * In a cascade title a landed reel can also tumble: its winning cells vanish and the column drops.
 */
export class ReelView {
  readonly container = new Container();
  private readonly sprites: Sprite[] = [];
  private readonly mask = new Graphics();
  private tape = new Map<number, string>();
  private pos = 0;
  private motion: Motion = { kind: 'idle' };
  private stopAt: { at: number; stop: number; window: readonly string[] } | null = null;
  private cell = 100;
  private looks: CellLook[] | null = null;
  private tumbling: (Tumble & { stop: number; window: readonly string[] }) | null = null;

  constructor(
    private readonly textures: ReadonlyMap<string, Texture>,
    private readonly rows: number,
    private strip: readonly string[],
    window: readonly string[],
    stop: number,
    private readonly onLanded: () => void,
  ) {
    for (let i = 0; i <= rows; i++) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5);
      this.sprites.push(this.container.addChild(sprite));
    }
    this.container.addChild(this.mask);
    this.container.mask = this.mask;
    this.resetTape(window, stop);
  }

  layout(cell: number): void {
    this.cell = cell;
    this.mask
      .clear()
      .rect(0, 0, cell, cell * this.rows)
      .fill(0xffffff);
    this.draw(0);
  }

  get spinning(): boolean {
    return this.motion.kind !== 'idle' || this.tumbling !== null;
  }

  start(now: number, strip: readonly string[]): void {
    this.strip = strip;
    this.looks = null;
    this.stopAt = null;
    this.motion = { kind: 'running', startAt: now, from: this.pos };
  }

  /** Lands on `window` (strip index `stop` on the top row) no earlier than `at`. */
  land(at: number, stop: number, window: readonly string[]): void {
    this.stopAt = { at, stop, window };
  }

  /**
   * Tumbles the landed reel: `vanishing` rows swell and fade for `vanishMs`, then every row of
   * the new column falls from `cells[row].from` for `dropMs`, and the reel rests on `window`.
   */
  tumble(
    now: number,
    vanishing: readonly number[],
    cells: readonly DropCell[],
    landing: { stop: number; window: readonly string[] },
    { vanishMs, dropMs }: { vanishMs: number; dropMs: number },
  ): void {
    this.looks = null;
    const before = Array.from({ length: this.rows }, (_, row) => this.symbolAt(row));
    this.tumbling = { before, vanishing, vanishAt: now, dropAt: now + vanishMs, dropMs, cells, ...landing };
  }

  setLooks(looks: CellLook[] | null): void {
    this.looks = looks;
  }

  update(now: number): void {
    const tumble = this.tumbling;
    if (tumble && tumbleDone(tumble, now)) {
      this.tumbling = null;
      this.resetTape(tumble.window, tumble.stop);
    }
    const motion = this.motion;
    if (motion.kind === 'running') {
      this.pos = runningPos(motion.from, now - motion.startAt);
      if (this.stopAt && now >= this.stopAt.at && now - motion.startAt > 200) this.beginLanding(now);
    } else if (motion.kind === 'landing') {
      const { pos, done } = landingPos(motion, now);
      this.pos = pos;
      if (done) {
        const { stop, window } = this.stopAt!;
        this.motion = { kind: 'idle' };
        this.stopAt = null;
        this.resetTape(window, stop);
        this.onLanded();
      }
    }
    this.draw(now);
  }

  private beginLanding(now: number): void {
    const plan = planLanding(this.pos, now, this.rows);
    const { stop, window } = this.stopAt!;
    const length = this.strip.length;
    window.forEach((code, row) => this.tape.set(plan.to + row, code));
    this.tape.set(plan.to - 1, this.strip[(stop - 1 + length) % length]!);
    this.tape.set(plan.to + this.rows, this.strip[(stop + this.rows) % length]!);
    this.motion = plan;
  }

  private resetTape(window: readonly string[], stop: number): void {
    const length = this.strip.length;
    this.tape = new Map(window.map((code, row) => [row, code]));
    this.tape.set(-1, this.strip[(stop - 1 + length) % length]!);
    this.tape.set(this.rows, this.strip[(stop + this.rows) % length]!);
    this.pos = 0;
  }

  private symbolAt(index: number): string {
    let code = this.tape.get(index);
    if (code === undefined) {
      code = this.strip[Math.floor(Math.random() * this.strip.length)]!;
      this.tape.set(index, code);
    }
    return code;
  }

  private draw(now: number): void {
    if (this.tumbling) return this.drawTumble(now, this.tumbling);
    const top = Math.floor(this.pos);
    const offset = this.pos - top;
    const pulse = 1 + 0.06 * Math.sin(now / 140);
    this.sprites.forEach((sprite, i) => {
      sprite.visible = true;
      sprite.texture = this.textures.get(this.symbolAt(top + i))!;
      sprite.position.set(this.cell / 2, (i - offset + 0.5) * this.cell);
      const look = this.motion.kind === 'idle' && this.looks ? (this.looks[i] ?? 'normal') : 'normal';
      const size = this.cell * 0.94 * (look === 'win' ? pulse : 1);
      sprite.width = size;
      sprite.height = size * (this.motion.kind === 'idle' ? 1 : 1.06);
      sprite.alpha = look === 'dim' ? 0.32 : 1;
    });
  }

  private drawTumble(now: number, tumble: Tumble): void {
    const rows = tumbleFrame(tumble, now);
    this.sprites.forEach((sprite, i) => {
      const frame = rows[i];
      sprite.visible = frame !== undefined;
      if (!frame) return;
      sprite.texture = this.textures.get(frame.code)!;
      sprite.position.set(this.cell / 2, frame.y * this.cell);
      sprite.width = sprite.height = this.cell * 0.94 * frame.scale;
      sprite.alpha = frame.alpha;
    });
  }
}
