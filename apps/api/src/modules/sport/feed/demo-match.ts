import { createSeededRandom } from '@haneul/game-math';
import {
  bestOfScores,
  countingScores,
  line as toLine,
  marketPrices,
  type MarketTerms,
  type Score,
  type ScoreDistribution,
} from '@haneul/sportsbook';
import type { DemoCompetition, DemoTeam } from './demo-teams.ts';

/** A demo match lasts this long on the wall clock, whatever the sport: a demo shows whole matches. */
export const DEMO_MATCH_MS = 24 * 60 * 1000;
/** The demo's matches move in steps of this many milliseconds (96 steps a match). */
export const DEMO_STEP_MS = 15_000;
export const DEMO_STEPS = DEMO_MATCH_MS / DEMO_STEP_MS;
/**
 * A score suspends the markets only in a sport that scores less than this often per step (a goal,
 * a run): there one changes the prices a lot. Basketball scores in nearly every step, and its
 * markets would otherwise be suspended almost all match; a basket is priced in at the next step.
 */
const SUSPENDING_RATE = 1;

type Sport = DemoCompetition['sport'];

/**
 * How a sport scores, for the demo: goals, runs and points as Poisson counts per team (`base` for
 * two equal teams, `spread` how much strength tells), sets and maps as best-of series. The clock is
 * written without words, so it reads the same in every language.
 */
type SportModel =
  | { kind: 'counting'; base: number; spread: number; clock: (progress: number) => string }
  | { kind: 'bestOf'; bestOf: number; clock: (unit: number) => string };

const MODELS: Record<Sport, SportModel> = {
  soccer: { kind: 'counting', base: 1.35, spread: 0.9, clock: (p) => `${Math.max(1, Math.ceil(p * 90))}'` },
  'ice-hockey': {
    kind: 'counting',
    base: 2.9,
    spread: 0.7,
    clock: (p) => `P${Math.min(3, 1 + Math.floor(p * 3))}`,
  },
  baseball: {
    kind: 'counting',
    base: 4.6,
    spread: 0.4,
    clock: (p) => `${Math.min(9, 1 + Math.floor(p * 9))}${(p * 18) % 2 < 1 ? '▲' : '▼'}`,
  },
  basketball: {
    kind: 'counting',
    base: 80,
    spread: 0.15,
    clock: (p) => `Q${Math.min(4, 1 + Math.floor(p * 4))}`,
  },
  volleyball: { kind: 'bestOf', bestOf: 5, clock: (unit) => `S${unit}` },
  esports: { kind: 'bestOf', bestOf: 3, clock: (unit) => `M${unit}` },
};

/** A fixture of the demo schedule. */
export interface DemoFixture {
  id: string;
  seed: number;
  competition: DemoCompetition;
  home: DemoTeam;
  away: DemoTeam;
  startsAt: number;
  /** Called off an hour before it starts (a rare fixture), to show how a cancellation settles. */
  cancelled: boolean;
}

/** What each side is expected to score over a whole match, or the home side's chance of a set or map. */
type Matchup =
  | { kind: 'counting'; model: Extract<SportModel, { kind: 'counting' }>; expected: Score }
  | { kind: 'bestOf'; model: Extract<SportModel, { kind: 'bestOf' }>; unitWin: number };

function matchup(fixture: DemoFixture, drift: number): Matchup {
  const model = MODELS[fixture.competition.sport];
  const ratio = (fixture.home.strength * (1 + drift)) / fixture.away.strength;
  if (model.kind === 'counting') {
    // The home side's few per cent: a home crowd, a familiar pitch.
    const expected = {
      home: model.base * ratio ** model.spread * 1.04,
      away: model.base * ratio ** -model.spread * 0.96,
    };
    return { kind: 'counting', model, expected };
  }
  const home = (ratio * 1.03) ** 3;
  return { kind: 'bestOf', model, unitWin: home / (home + 1) };
}

/** A small drift of the home side's strength, from the fixture's seed and a period's number. */
function driftOf(fixture: DemoFixture, period: number): number {
  return (createSeededRandom(fixture.seed * 7919 + period).nextFloat() - 0.5) * 0.08;
}

/** A Poisson draw of a small mean, by inversion (means here are well below one per step). */
function poissonDraw(mean: number, u: number): number {
  let k = 0;
  let term = Math.exp(-mean);
  let cumulative = term;
  while (u > cumulative && k < 50) {
    k += 1;
    term *= mean / k;
    cumulative += term;
  }
  return k;
}

export interface MatchState {
  phase: 'scheduled' | 'in_play' | 'finished';
  score: Score;
  clock: string;
  /** The step reached (0 before the start), and whether something was scored in it. */
  step: number;
  scoredNow: boolean;
  /** The distribution of final scores from here, for the prices. */
  finals: ScoreDistribution;
}

/**
 * The match at step `step` (0: not started): replayed from the fixture's seed, step by step, so the
 * demo's state at any moment is a function of the fixture and the time alone and survives a restart
 * of the server. Goals, runs and points come as Poisson draws per step; sets and maps one at a time,
 * evenly spaced; a best-of match ends as soon as one side has won enough of them.
 */
export function matchAt(fixture: DemoFixture, step: number, preMatchPeriod: number): MatchState {
  const teams = matchup(fixture, driftOf(fixture, preMatchPeriod));
  const score = { home: 0, away: 0 };
  let scoredNow = false;
  if (teams.kind === 'counting') {
    const { expected, model } = teams;
    const perStep = { home: expected.home / DEMO_STEPS, away: expected.away / DEMO_STEPS };
    const played = Math.min(step, DEMO_STEPS);
    for (let s = 1; s <= played; s++) {
      const rng = createSeededRandom(fixture.seed * 104_729 + s);
      const home = poissonDraw(perStep.home, rng.nextFloat());
      const away = poissonDraw(perStep.away, rng.nextFloat());
      score.home += home;
      score.away += away;
      scoredNow = home + away > 0 && perStep.home + perStep.away < SUSPENDING_RATE;
    }
    const left = 1 - played / DEMO_STEPS;
    const finals = countingScores({ home: expected.home * left, away: expected.away * left }, score);
    const phase = step === 0 ? 'scheduled' : played >= DEMO_STEPS ? 'finished' : 'in_play';
    const clock = step === 0 ? '' : phase === 'finished' ? 'FT' : model.clock(played / DEMO_STEPS);
    return { phase, score, clock, step: played, scoredNow, finals };
  }
  const { model, unitWin } = teams;
  const need = Math.ceil(model.bestOf / 2);
  const stepsPerUnit = Math.floor(DEMO_STEPS / model.bestOf);
  const units = Math.floor(Math.min(step, DEMO_STEPS) / stepsPerUnit);
  for (let unit = 1; unit <= units && score.home < need && score.away < need; unit++) {
    if (createSeededRandom(fixture.seed * 104_729 + unit).nextFloat() < unitWin) score.home += 1;
    else score.away += 1;
    scoredNow = unit === units && step % stepsPerUnit === 0;
  }
  const over = score.home === need || score.away === need;
  const phase = step === 0 ? 'scheduled' : over ? 'finished' : 'in_play';
  return {
    phase,
    score,
    clock: step === 0 ? '' : over ? 'FT' : model.clock(score.home + score.away + 1),
    step,
    scoredNow,
    finals: over ? [{ ...score, p: 1 }] : bestOfScores(model.bestOf, unitWin, score),
  };
}

/** A market of the demo, priced: its type, line (goals), and its selections' decimal prices. */
export interface DemoMarket {
  type: MarketTerms['type'];
  line: number | null;
  prices: number[];
}

/**
 * The lines a sport's markets are drawn from, around the match's own centre (goals): quarter lines
 * in football and hockey, halves and wholes in baseball, half points in basketball, and half sets
 * or maps where a match is a best-of series.
 */
function candidateLines(sport: Sport, finals: ScoreDistribution): { handicaps: number[]; totals: number[] } {
  const mean = (pick: (s: Score) => number) => finals.reduce((sum, s) => sum + s.p * pick(s), 0);
  const margin = -mean((s) => s.home - s.away);
  const total = mean((s) => s.home + s.away);
  const [step, onto] = {
    soccer: [0.25, 0.25],
    'ice-hockey': [0.25, 0.25],
    baseball: [0.5, 0.5],
    basketball: [1, 1],
    volleyball: [1, 1],
    esports: [1, 1],
  }[sport] as [number, number];
  // Basketball, sets and maps take .5 lines only (no push); the others any multiple of `onto`.
  const half = sport === 'basketball' || sport === 'volleyball' || sport === 'esports';
  const snap = (value: number) => (half ? Math.floor(value) + 0.5 : Math.round(value / onto) * onto);
  const around = (centre: number) => Array.from({ length: 5 }, (_, i) => snap(centre) + (i - 2) * step);
  // In a best-of series a side never wins by less than one set or map: ±0.5 is the match winner.
  const series = sport === 'volleyball' || sport === 'esports';
  return {
    handicaps: around(margin).filter((l) => !series || Math.abs(l) > 1),
    totals: around(total).filter((t) => t > 0),
  };
}

/** Of the priced lines, those nearest to even money first. */
function balancedFirst(priced: { line: number; prices: number[] }[]): { line: number; prices: number[] }[] {
  return [...priced].sort(
    (a, b) => Math.abs(a.prices[0]! - a.prices[1]!) - Math.abs(b.prices[0]! - b.prices[1]!),
  );
}

/**
 * The demo's markets for a match as it stands: the main market first (1X2 where a draw is a result
 * of the sport, else the match winner as a 0 handicap), then the most balanced handicap and total,
 * then two more of each around them, and the European handicap ±1 in football. Priced from the
 * distribution of final scores with the margin (6% before the match, 8% in play); a line too
 * lopsided to price is left out.
 */
export function demoMarkets(sport: Sport, state: MatchState, margin: number): DemoMarket[] {
  const price = (terms: MarketTerms) => {
    const prices = marketPrices(terms, state.finals, margin);
    return prices && Object.values(prices).map((p) => p / 1000);
  };
  const markets: DemoMarket[] = [];
  const drawn = sport === 'soccer' || sport === 'ice-hockey';
  const main = drawn
    ? price({ type: '1x2', line: null })
    : price({ type: 'asian_handicap', line: toLine(0) });
  if (main) markets.push({ type: drawn ? '1x2' : 'asian_handicap', line: drawn ? null : 0, prices: main });
  const { handicaps, totals } = candidateLines(sport, state.finals);
  const priced = (type: 'asian_handicap' | 'over_under', lines: number[]) =>
    balancedFirst(
      lines
        .filter((l) => !(type === 'asian_handicap' && !drawn && l === 0))
        .flatMap((l) => {
          const prices = price({ type, line: toLine(l * 4) });
          return prices ? [{ line: l, prices }] : [];
        }),
    ).slice(0, 3);
  const [mainHandicap, ...moreHandicaps] = priced('asian_handicap', handicaps);
  const [mainTotal, ...moreTotals] = priced('over_under', totals);
  for (const [type, found] of [
    ['asian_handicap', mainHandicap],
    ['over_under', mainTotal],
  ] as const) {
    if (found) markets.push({ type, ...found });
  }
  for (const found of moreHandicaps) markets.push({ type: 'asian_handicap', ...found });
  for (const found of moreTotals) markets.push({ type: 'over_under', ...found });
  if (sport === 'soccer') {
    for (const l of [-1, 1]) {
      const prices = price({ type: 'handicap', line: toLine(l * 4) });
      if (prices) markets.push({ type: 'handicap', line: l, prices });
    }
  }
  return markets;
}
