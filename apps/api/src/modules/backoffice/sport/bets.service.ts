import type { TSportBetRecord, TSportLiabilityRecord } from '@haneul/contract';
import { siteSettings, type Db } from '@haneul/db';
import { isoOrNull, listOf, type ListParams } from '../../../lib/list-query.ts';
import { lineToWire, priceToWire } from '../../sport/sport.wire.ts';
import {
  legsWithEvents,
  pageBets,
  pageLiability,
  selectionLiability,
  type BetFilters,
} from './bets.queries.ts';

/** Bets with their members, legs and money: open bets (the default a screen asks for) or any state. */
export async function listBets(
  db: Db,
  options: BetFilters & ListParams<'id' | 'stake' | 'potentialPayout'>,
): Promise<{ data: TSportBetRecord[]; total: number }> {
  const { rows, total } = await pageBets(db, options, options);
  const legs = await legsWithEvents(
    db,
    rows.map((row) => row.id),
  );
  return listOf(
    rows.map((row) => ({
      ...row,
      placedAt: row.placedAt.toISOString(),
      acceptedAt: isoOrNull(row.acceptedAt),
      settledAt: isoOrNull(row.settledAt),
      legs: legs
        .filter((leg) => leg.betId === row.id)
        .map(({ betId: _betId, submittedPrice, price, line, ...leg }) => ({
          ...leg,
          line: lineToWire(line),
          price: priceToWire(price ?? submittedPrice),
        })),
    })),
    total,
  );
}

/** Events by what the house stands to lose on them, each with its selections' liability. */
export async function listLiability(
  db: Db,
  options: { sport?: string | undefined; eventId?: number | undefined } & ListParams<
    'liability' | 'startsAt'
  >,
): Promise<{ data: TSportLiabilityRecord[]; total: number }> {
  const { rows, total } = await pageLiability(db, options, options);
  const selections = await selectionLiability(
    db,
    rows.map((row) => row.id),
  );
  return listOf(
    rows.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      selections: selections
        .filter((selection) => selection.eventId === row.id)
        .map(({ eventId: _eventId, ...selection }) => ({
          ...selection,
          line: lineToWire(selection.line),
          price: priceToWire(selection.price),
        })),
    })),
    total,
  );
}

/** The caps placement holds every bet to (site settings), for the liability bars to be read against. */
export async function sportCaps(db: Db) {
  const settings = await siteSettings(db);
  return {
    data: {
      id: 'caps' as const,
      maxPayout: settings.sportMaxPayout,
      selectionLiability: settings.sportSelectionLiability,
      eventLiability: settings.sportEventLiability,
      memberLiability: settings.sportMemberLiability,
    },
  };
}
