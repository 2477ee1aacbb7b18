import type { THarmMarker } from '@haneul/contract';
import type { Db } from '@haneul/db';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import { pageFlaggedMembers, type FlaggedMemberRow } from './harm-markers.queries.ts';
import { latestReviews } from './reviews.service.ts';

/** The markers a flagged member shows, each with the figures that raised it. */
function markersOf(row: FlaggedMemberRow): THarmMarker[] {
  const markers: THarmMarker[] = [];
  if (row.depositRequests !== null && row.burstFrom !== null)
    markers.push({ kind: 'frequent_deposits', requests: row.depositRequests, from: row.burstFrom });
  if (row.recentAverage !== null && row.previousAverage !== null) {
    markers.push({
      kind: 'rising_stakes',
      recentAverage: row.recentAverage,
      previousAverage: row.previousAverage,
      ratio: Math.round((row.recentAverage / row.previousAverage) * 10) / 10,
    });
  }
  if (row.nights !== null) markers.push({ kind: 'night_play', nights: row.nights });
  if (row.limitRaises !== null) markers.push({ kind: 'limit_raises', requests: row.limitRaises });
  if (row.cancelledWithdrawals !== null && row.stakedAfterCancel !== null) {
    markers.push({
      kind: 'cancelled_withdrawal_play',
      withdrawals: row.cancelledWithdrawals,
      staked: row.stakedAfterCancel,
    });
  }
  return markers;
}

/** Members showing markers of harm now, each with the latest review staff wrote about them. */
export async function listHarmMarkers(db: Db, options: ListParams<'markerCount' | 'id'> & { now: Date }) {
  const { rows, total } = await pageFlaggedMembers(db, options);
  const reviews = await latestReviews(
    db,
    rows.map((row) => row.id),
  );
  return listOf(
    rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      nick: row.nick,
      markers: markersOf(row),
      latestReview: reviews.get(row.id) ?? null,
    })),
    total,
  );
}
