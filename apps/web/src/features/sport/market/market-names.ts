import type { TSportMarket } from '@haneul/contract';
import { formatGoals, sideLine } from './lines';

type MarketType = TSportMarket['type'];
type SelectionKey = TSportMarket['selections'][number]['key'];

/**
 * Sports whose matches can end level, so their main market is 승무패 (1X2). Elsewhere the main
 * market is the match winner, which the feed sends as a handicap of 0 (no draw to push on).
 */
const SPORTS_WITH_DRAWS: ReadonlySet<string> = new Set(['soccer', 'ice-hockey']);

/**
 * How a market is named and grouped: `winner` is the two-way match winner (승패) of a sport without
 * draws; the others are the market types themselves (승무패, 핸디캡 승무패, 핸디캡, 언더오버).
 */
export type MarketKind = MarketType | 'winner';

/** The order of the groups on an event's page: the main result first, then lines. */
export const MARKET_KINDS: readonly MarketKind[] = [
  '1x2',
  'winner',
  'asian_handicap',
  'over_under',
  'handicap',
];

export const hasDraws = (sport: string) => SPORTS_WITH_DRAWS.has(sport);

export function marketKind(type: MarketType, line: number | null, sport: string): MarketKind {
  return type === 'asian_handicap' && line === 0 && !hasDraws(sport) ? 'winner' : type;
}

/** A selection as the slip, the bets list and the event page name it (with its team and line). */
export interface Pick {
  sport: string;
  marketType: MarketType;
  line: number | null;
  key: SelectionKey;
}

/** The words a selection's name is made of, in the page's language (messages `sport.picks`). */
export type PickWords = (
  key: 'win' | 'draw' | 'team' | 'drawLine' | 'over' | 'under',
  values?: Record<string, string>,
) => string;

const signed = (goals: number) => formatGoals(goals, { signed: true });

/**
 * A selection's full name, written by the site from its key, the teams (already in the page's
 * language) and the line: "울산 HD 승", "무승부", "FC 서울 +0.25", "오버 2.5".
 */
export function pickName(pick: Pick, teams: { home: string; away: string }, words: PickWords): string {
  const { key, line } = pick;
  if (key === 'over' || key === 'under')
    return words(key, { line: formatGoals(line ?? 0, { signed: false }) });
  const kind = marketKind(pick.marketType, line, pick.sport);
  if (kind === '1x2' || kind === 'winner')
    return key === 'draw' ? words('draw') : words('win', { team: teams[key] });
  if (key === 'draw') return words('drawLine', { line: signed(line ?? 0) });
  return words('team', { team: teams[key], line: signed(sideLine(line ?? 0, key)) });
}

/** The short words on a price button of an event list (승 / 무 / 패, 오버, 언더). */
export type ShortWords = (key: SelectionKey) => string;

/**
 * A price button's caption in an event list, where the teams stand beside it: the result (승, 무,
 * 패), a handicap's line for its side, or a total's side and line.
 */
export function pickCaption(pick: Pick, words: ShortWords): string {
  const { key, line } = pick;
  if (key === 'over' || key === 'under') return `${words(key)} ${formatGoals(line ?? 0, { signed: false })}`;
  if (pick.marketType === 'asian_handicap' && marketKind('asian_handicap', line, pick.sport) !== 'winner') {
    return signed(sideLine(line ?? 0, key === 'away' ? 'away' : 'home'));
  }
  return words(key);
}
