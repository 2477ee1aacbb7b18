import type { Db } from '@haneul/db';
import { DEMO_PROVIDER_CODE, type TBetListBody, type TBetRound } from '@haneul/contract';
import type { CallAnswer } from '../../lib/register-call.ts';
import { koreanDayStart } from '../../lib/korean-day.ts';
import { pageBetRounds, type BetRoundRow } from './bet-rounds.queries.ts';
import { findLaunchUrl } from './catalog.queries.ts';

/** Rounds per page of the bets list, as the money lists page; `maxCount` tells clients. */
export const BET_PAGE_SIZE = 20;

const DAY_MS = 86_400_000;
/** The built-in game server names its rounds by UUID; its verify page looks nothing else up. */
const ROUND_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public page that replays a round from its seeds. Only the built-in game server publishes one,
 * beside its game window: `verify` next to the launch URL's `play`, with `?round=<id>`.
 */
function verifyUrlOf(row: BetRoundRow, launchUrl: string | null): string | null {
  if (row.providerCode !== DEMO_PROVIDER_CODE || !ROUND_UUID.test(row.roundId)) return null;
  if (launchUrl === null || !URL.canParse(launchUrl)) return null;
  const url = new URL('verify', launchUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('round', row.roundId);
  return url.toString();
}

function stateOf(row: BetRoundRow): TBetRound['state'] {
  if (row.settled) return 'settled';
  return row.rolledBack ? 'rolled_back' : 'open';
}

/** The member's casino and slot rounds, newest first, a page at a time (docs/calls.md#get-bet-list). */
export async function listBetRounds(
  db: Db,
  { memberId, body }: { memberId: number; body: TBetListBody },
): Promise<Extract<CallAnswer<'get-bet-list'>, { status: 'success' }>> {
  const { rows, total } = await pageBetRounds(
    db,
    {
      memberId,
      kind: body.kind,
      start: body.from === undefined ? undefined : koreanDayStart(body.from),
      end: body.to === undefined ? undefined : new Date(koreanDayStart(body.to).getTime() + DAY_MS),
    },
    { limit: BET_PAGE_SIZE, offset: (body.page - 1) * BET_PAGE_SIZE },
  );
  const launchUrl = rows.some((row) => row.providerCode === DEMO_PROVIDER_CODE)
    ? await findLaunchUrl(db, DEMO_PROVIDER_CODE)
    : null;
  return {
    status: 'success',
    bets: rows.map((row) => ({
      id: row.id,
      roundId: row.roundId,
      gameCode: row.gameCode,
      nameKo: row.nameKo,
      nameEn: row.nameEn,
      kind: row.kind,
      stake: row.stake,
      win: row.won,
      net: row.won + row.refunded - row.stake,
      balanceAfter: row.balanceAfter,
      state: stateOf(row),
      playedAt: row.playedAt.toISOString(),
      verifyUrl: verifyUrlOf(row, launchUrl),
    })),
    maxCount: BET_PAGE_SIZE,
    totalCount: total,
  };
}
