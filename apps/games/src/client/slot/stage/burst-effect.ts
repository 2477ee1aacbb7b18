import { Graphics } from 'pixi.js';

/**
 * The burst of a cascade's winning cells as they vanish: a ring of light and a spray of sparks in
 * the title's colours, thrown out and pulled down, gone in a little over half a second.
 */
const BURST_MS = 650;
const SPARKS = 10;

interface Burst {
  at: number;
  x: number;
  y: number;
  size: number;
  sparks: { dx: number; dy: number; r: number; color: string }[];
}

export class BurstEffect {
  readonly container = new Graphics();
  private bursts: Burst[] = [];

  constructor(private readonly colors: readonly string[]) {}

  /** Bursts every cell centred at `centers` (pixels), each `size` pixels wide. */
  spawn(centers: readonly (readonly [number, number])[], size: number, now: number): void {
    for (const [x, y] of centers) {
      const sparks = Array.from({ length: SPARKS }, (_, i) => {
        const angle = (i / SPARKS) * Math.PI * 2 + Math.random() * 0.5;
        const speed = size * (0.45 + Math.random() * 0.45);
        return {
          dx: Math.cos(angle) * speed,
          dy: Math.sin(angle) * speed - size * 0.2,
          r: size * (0.025 + Math.random() * 0.03),
          color: this.colors[i % this.colors.length]!,
        };
      });
      this.bursts.push({ at: now, x, y, size, sparks });
    }
  }

  get active(): boolean {
    return this.bursts.length > 0;
  }

  update(now: number): void {
    const g = this.container.clear();
    this.bursts = this.bursts.filter((burst) => now - burst.at < BURST_MS);
    for (const burst of this.bursts) {
      const u = (now - burst.at) / BURST_MS;
      const fade = 1 - u;
      g.circle(burst.x, burst.y, burst.size * (0.2 + 0.45 * u)).stroke({
        color: '#fff6d8',
        width: Math.max(2, burst.size * 0.05 * fade),
        alpha: fade,
      });
      for (const spark of burst.sparks) {
        // Thrown out, then pulled down: the sparks arc like embers.
        const x = burst.x + spark.dx * u;
        const y = burst.y + spark.dy * u + burst.size * 0.6 * u * u;
        g.circle(x, y, spark.r * (1 + fade)).fill({ color: spark.color, alpha: fade });
      }
    }
  }

  clear(): void {
    this.bursts = [];
    this.container.clear();
  }
}
