import {
  convertPoints,
  isLedgerError,
  memberId,
  siteSettings,
  won,
  type Db,
  type TPointSide,
} from '@haneul/db';
import type { MemberStanding } from './balance-rules.ts';
import { pointSides } from './points.queries.ts';

export type PointsResult =
  { status: 'success'; cash: number; comp: number; point: number } | { status: 'low_point' | 'balance' };

/** Each conversion the member may make, and the status that refuses it for want of funds. */
const CONVERSIONS = {
  compToPoint: { from: 'comp', to: 'point', short: 'low_point' },
  cashToPoint: { from: 'cash', to: 'point', short: 'balance' },
  pointToCash: { from: 'point', to: 'cash', short: 'low_point' },
} as const satisfies Record<string, { from: TPointSide; to: TPointSide; short: 'low_point' | 'balance' }>;

/**
 * Moves points to or from the member's cash or comp, 1 P = 1 won. Only points to cash has a minimum
 * (`pointMin`): that is where event points become playable money. Converting is not play, so a
 * self-excluded member may do it; a suspended one has no session.
 */
export async function convertMemberPoints(
  db: Db,
  options: { member: MemberStanding; amount: number; conversion: keyof typeof CONVERSIONS },
): Promise<PointsResult> {
  const { member, amount } = options;
  const { from, to, short } = CONVERSIONS[options.conversion];
  if (from === 'point' && amount < (await siteSettings(db)).pointMin) return { status: 'low_point' };
  const id = memberId(member.memberId);
  try {
    // Given the plain handle, the conversion is its own atomic statement.
    await convertPoints(db, { memberId: id, from, to, amount: won(amount) });
  } catch (error) {
    if (isLedgerError(error, 'insufficient_funds')) return { status: short };
    throw error;
  }
  return { status: 'success', ...(await pointSides(db, id)) };
}
