import type { Score } from './leg-outcome.ts';

/** A distribution of final scores: each possible score with its probability (summing to 1). */
export type ScoreDistribution = readonly (Score & { p: number })[];

/** Poisson probabilities of 0..max (the tail beyond max folded into max, so they sum to 1). */
function poisson(lambda: number, max: number): number[] {
  const probabilities: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    probabilities.push(term);
    sum += term;
    term *= lambda / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - sum));
  return probabilities;
}

/**
 * Goals, runs or points as two independent Poisson counts added to the score so far: the model
 * bookmakers start from for football and hockey, good enough for a demo's baseball and
 * basketball. `expected` is what each side is expected to add in the time left.
 */
export function countingScores(expected: Score, sofar: Score = { home: 0, away: 0 }): ScoreDistribution {
  const span = (lambda: number) => Math.max(12, Math.ceil(lambda + 8 * Math.sqrt(lambda + 1)));
  const home = poisson(expected.home, span(expected.home));
  const away = poisson(expected.away, span(expected.away));
  const scores: (Score & { p: number })[] = [];
  for (const [h, ph] of home.entries()) {
    if (ph < 1e-12) continue;
    for (const [a, pa] of away.entries()) {
      const p = ph * pa;
      if (p >= 1e-12) scores.push({ home: sofar.home + h, away: sofar.away + a, p });
    }
  }
  const total = scores.reduce((sum, score) => sum + score.p, 0);
  return scores.map((score) => ({ ...score, p: score.p / total }));
}

/**
 * A best-of-n match in sets or maps (volleyball best of 5, an LCK series best of 3): each unit is
 * won by the home side with probability `homeWins`, and the match ends when one side has
 * ceil(n / 2). The final score counts units won; `sofar` is the units already played.
 */
export function bestOfScores(
  bestOf: number,
  homeWins: number,
  sofar: Score = { home: 0, away: 0 },
): ScoreDistribution {
  const need = Math.ceil(bestOf / 2);
  const finals = new Map<string, Score & { p: number }>();
  const walk = (home: number, away: number, p: number) => {
    if (home === need || away === need) {
      const key = `${home}:${away}`;
      const known = finals.get(key);
      finals.set(key, { home, away, p: (known?.p ?? 0) + p });
      return;
    }
    walk(home + 1, away, p * homeWins);
    walk(home, away + 1, p * (1 - homeWins));
  };
  walk(sofar.home, sofar.away, 1);
  return [...finals.values()];
}
