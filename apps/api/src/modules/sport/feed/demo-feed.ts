import { createSeededRandom } from '@haneul/game-math';
import type { FeedAdapter, TFeedMessage } from './feed-message.ts';
import {
  DEMO_MATCH_MS,
  DEMO_STEP_MS,
  demoMarkets,
  matchAt,
  type DemoFixture,
  type DemoMarket,
} from './demo-match.ts';
import { DEMO_COMPETITIONS } from './demo-teams.ts';

/** The demo feed's code, stored with every event it keeps. */
export const DEMO_FEED = 'demo';

/** A new pair of fixtures every 20 minutes, around the clock: a demo always has matches in play. */
const SLOT_MS = 20 * 60 * 1000;
/** The second fixture of a slot starts this much after the first. */
const SECOND_KICK_OFF_MS = 7 * 60 * 1000;
/** How far ahead the schedule is published. */
const LOOKAHEAD_MS = 24 * 60 * 60 * 1000;
/** Pre-match prices move once in this period, as a book's do while money comes in. */
const PRICE_PERIOD_MS = 30 * 60 * 1000;
/** A fixture called off is called off this long before its start. */
const CALL_OFF_MS = 60 * 60 * 1000;
const PRE_MATCH_MARGIN = 0.06;
const IN_PLAY_MARGIN = 0.08;

/** The fixture of a slot (0 or 1 within it), the same on every server and after every restart. */
export function demoFixture(slot: number, index: 0 | 1): DemoFixture {
  const seed = (slot * 2 + index) * 2_654_435_761;
  const rng = createSeededRandom(seed);
  const competition = DEMO_COMPETITIONS[rng.nextInt(DEMO_COMPETITIONS.length)]!;
  const home = rng.nextInt(competition.teams.length);
  const away = (home + 1 + rng.nextInt(competition.teams.length - 1)) % competition.teams.length;
  return {
    id: `${competition.code}-${slot}-${index}`,
    seed: slot * 2 + index,
    competition,
    home: competition.teams[home]!,
    away: competition.teams[away]!,
    startsAt: slot * SLOT_MS + index * SECOND_KICK_OFF_MS,
    cancelled: rng.nextInt(60) === 0,
  };
}

/** The fixtures worth publishing at `now`: from those just finished to a day ahead. */
export function demoFixtures(now: number): DemoFixture[] {
  const first = Math.floor((now - DEMO_MATCH_MS - SLOT_MS) / SLOT_MS);
  const last = Math.floor((now + LOOKAHEAD_MS) / SLOT_MS);
  const fixtures: DemoFixture[] = [];
  for (let slot = first; slot <= last; slot++) {
    for (const index of [0, 1] as const) {
      const fixture = demoFixture(slot, index);
      if (fixture.startsAt + DEMO_MATCH_MS >= now - SLOT_MS && fixture.startsAt <= now + LOOKAHEAD_MS)
        fixtures.push(fixture);
    }
  }
  return fixtures;
}

/** A fixture as the feed tells it at `now`: its state, and the final result once there is one. */
export interface DemoView {
  version: number;
  state: 'scheduled' | 'in_play';
  score: { home: number; away: number } | null;
  clock: string;
  markets: DemoMarket[];
  suspended: boolean;
  result: { cancelled: true } | { cancelled: false; home: number; away: number } | null;
}

/**
 * The fixture at `now`. Versions grow with time (one per step of the demo's clock since the fixture
 * was published), so whatever the feed sends later is newer. Before the start the prices drift from
 * one period to the next; in play the match is replayed to the current step and repriced, its
 * markets suspended in a step where something was scored; at the end the result.
 */
export function demoView(fixture: DemoFixture, now: number): DemoView {
  const version = 1 + Math.floor((now - (fixture.startsAt - LOOKAHEAD_MS)) / DEMO_STEP_MS);
  const sport = fixture.competition.sport;
  if (fixture.cancelled && now >= fixture.startsAt - CALL_OFF_MS) {
    return {
      version,
      state: 'scheduled',
      score: null,
      clock: '',
      markets: [],
      suspended: true,
      result: { cancelled: true },
    };
  }
  if (now < fixture.startsAt) {
    const period = Math.floor((fixture.startsAt - now) / PRICE_PERIOD_MS);
    const match = matchAt(fixture, 0, period);
    return {
      version,
      state: 'scheduled',
      score: null,
      clock: '',
      markets: demoMarkets(sport, match, PRE_MATCH_MARGIN),
      suspended: false,
      result: null,
    };
  }
  const step = 1 + Math.floor((now - fixture.startsAt) / DEMO_STEP_MS);
  const match = matchAt(fixture, step, 0);
  if (match.phase === 'finished') {
    return {
      version,
      state: 'in_play',
      score: match.score,
      clock: match.clock,
      markets: [],
      suspended: true,
      result: { cancelled: false, ...match.score },
    };
  }
  return {
    version,
    state: 'in_play',
    score: match.score,
    clock: match.clock,
    markets: demoMarkets(sport, match, IN_PLAY_MARGIN),
    suspended: match.scoredNow,
    result: null,
  };
}

const feedMarkets = (view: DemoView) =>
  view.markets.map((market) => {
    const keys =
      market.type === 'over_under'
        ? ['over', 'under']
        : market.prices.length === 3
          ? ['home', 'draw', 'away']
          : ['home', 'away'];
    return {
      type: market.type,
      line: market.line,
      state: view.suspended ? ('suspended' as const) : ('open' as const),
      selections: market.prices.map((price, i) => ({ key: keys[i] as 'home', price })),
    };
  });

/**
 * The built-in demo feed (`npm start` runs it): Korean leagues first, fixtures around the clock,
 * matches that go in play with scores, suspensions and moving prices, and results after the final
 * whistle. It sends each event's snapshot once, then a change whenever what it shows moved; it
 * keeps only what it sent, so after a restart it sends snapshots again, which the sportsbook takes
 * as stale where nothing is new.
 */
export function createDemoFeed(): FeedAdapter {
  const sent = new Map<string, string>();
  /** The markets last sent of each fixture, so one no longer offered is closed, not left stale. */
  const offered = new Map<string, Set<string>>();
  return {
    code: DEMO_FEED,
    poll: async (at) => {
      const now = at.getTime();
      const messages: TFeedMessage[] = [];
      const live = new Set<string>();
      for (const fixture of demoFixtures(now)) {
        live.add(fixture.id);
        const view = demoView(fixture, now);
        const fingerprint = JSON.stringify([
          view.state,
          view.score,
          view.clock,
          view.suspended,
          view.markets,
          view.result,
        ]);
        if (sent.get(fixture.id) === fingerprint) continue;
        const ref = { feed: DEMO_FEED, eventId: fixture.id };
        const markets = feedMarkets(view);
        const keys = new Set(markets.map((market) => `${market.type}|${market.line}`));
        const withdrawn = [...(offered.get(fixture.id) ?? [])]
          .filter((key) => !keys.has(key))
          .map((key) => {
            const [type, line] = key.split('|') as [DemoMarket['type'], string];
            return { type, line: line === 'null' ? null : Number(line), state: 'closed' as const };
          });
        offered.set(fixture.id, keys);
        if (!sent.has(fixture.id)) {
          const { competition } = fixture;
          messages.push({
            ...ref,
            kind: 'snapshot',
            version: view.version,
            competition: {
              code: competition.code,
              sport: competition.sport,
              name: competition.name,
              country: competition.country,
            },
            home: { ko: fixture.home.ko, en: fixture.home.en },
            away: { ko: fixture.away.ko, en: fixture.away.en },
            startsAt: new Date(fixture.startsAt).toISOString(),
            state: view.state,
            score: view.score,
            clock: view.clock,
            markets,
          });
        }
        if (sent.has(fixture.id) || view.result) {
          messages.push({
            ...ref,
            kind: 'change',
            // A result sent with a fresh snapshot comes one version after it.
            version: view.version + (sent.has(fixture.id) ? 0 : 1),
            state: view.state,
            ...(view.score ? { score: view.score } : {}),
            clock: view.clock,
            markets: [...markets, ...withdrawn],
            ...(view.result ? { result: view.result } : {}),
          });
        }
        sent.set(fixture.id, fingerprint);
      }
      for (const id of sent.keys()) {
        if (live.has(id)) continue;
        sent.delete(id);
        offered.delete(id);
      }
      return messages;
    },
  };
}
