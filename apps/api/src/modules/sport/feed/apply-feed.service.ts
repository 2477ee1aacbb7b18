import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import {
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportPriceHistory,
  sportSelections,
  sportSettings,
  type Db,
} from '@haneul/db';
import { recordFeedResult } from '../results.service.ts';
import type { OnPaid } from '../settle-event.service.ts';
import { priceFromWire } from '../sport.wire.ts';
import { ZFeedMessage, type TFeedChange, type TFeedMarket, type TFeedSnapshot } from './feed-message.ts';

/** What became of one feed message. */
export type FeedOutcome = 'applied' | 'stale' | 'unknown_event' | 'unknown_sport' | 'invalid';

/** A feed market's stake limits: a feed names prices, the operator's limits apply on top. */
export const FEED_MARKET_STAKES = { minStake: 1_000, maxStake: 1_000_000 } as const;

type EventRow = typeof sportEvents.$inferSelect;

/**
 * Writes a feed market and its prices at `version`, each row only where the version it holds is
 * older: a late change cannot undo a newer one, and a repeated one changes nothing. A price that
 * moves is appended to the price history.
 */
async function applyMarket(
  tx: Db,
  event: EventRow,
  market: Partial<TFeedMarket> & Pick<TFeedMarket, 'type' | 'line'>,
  version: number,
  sort: number | undefined,
  now: Date,
): Promise<void> {
  const line = market.line === null ? null : Math.round(market.line * 4);
  const [row] = await tx
    .insert(sportMarkets)
    .values({
      eventId: event.id,
      type: market.type,
      line,
      state: market.state ?? 'open',
      ...FEED_MARKET_STAKES,
      sort: sort ?? 99,
      feedVersion: version,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [sportMarkets.eventId, sportMarkets.type, sportMarkets.line],
      set: {
        ...(market.state ? { state: market.state } : {}),
        ...(sort === undefined ? {} : { sort }),
        feedVersion: version,
        updatedAt: now,
      },
      // A settled market is history; an older version is stale.
      setWhere: sql`${sportMarkets.feedVersion} < ${version} and ${sportMarkets.state} <> 'settled'`,
    })
    .returning();
  // Not written (a newer version holds the market, or it is settled): its prices may still be news.
  const [found] = row
    ? [row]
    : await tx
        .select()
        .from(sportMarkets)
        .where(
          and(
            eq(sportMarkets.eventId, event.id),
            eq(sportMarkets.type, market.type),
            line === null ? sql`${sportMarkets.line} is null` : eq(sportMarkets.line, line),
          ),
        );
  if (!found || found.state === 'settled') return;
  const marketId = found.id;
  for (const selection of market.selections ?? []) {
    const price = priceFromWire(selection.price);
    const [known] = await tx
      .select({
        id: sportSelections.id,
        price: sportSelections.price,
        feedVersion: sportSelections.feedVersion,
      })
      .from(sportSelections)
      .where(and(eq(sportSelections.marketId, marketId), eq(sportSelections.key, selection.key)))
      .for('update');
    if (known && known.feedVersion >= version) continue;
    const [written] = known
      ? await tx
          .update(sportSelections)
          .set({ price, feedVersion: version, updatedAt: now })
          .where(eq(sportSelections.id, known.id))
          .returning({ id: sportSelections.id })
      : await tx
          .insert(sportSelections)
          .values({ marketId, key: selection.key, price, feedVersion: version, updatedAt: now })
          .returning({ id: sportSelections.id });
    if (written && known?.price !== price) {
      await tx.insert(sportPriceHistory).values({ selectionId: written.id, price, at: now });
    }
  }
}

async function applySnapshot(db: Db, message: TFeedSnapshot, now: Date): Promise<FeedOutcome> {
  return db.transaction(async (tx) => {
    const [sport] = await tx
      .select({ code: sportSettings.code })
      .from(sportSettings)
      .where(eq(sportSettings.code, message.competition.sport));
    if (!sport) return 'unknown_sport';
    const { code, name, country } = message.competition;
    const [competition] = await tx
      .insert(sportCompetitions)
      .values({ code, sportCode: sport.code, nameKo: name.ko, nameEn: name.en, country })
      .onConflictDoUpdate({
        target: sportCompetitions.code,
        set: { nameKo: name.ko, nameEn: name.en, country },
      })
      .returning();
    const fields = {
      competitionId: competition!.id,
      homeKo: message.home.ko,
      homeEn: message.home.en,
      awayKo: message.away.ko,
      awayEn: message.away.en,
      startsAt: new Date(message.startsAt),
      state: message.state,
      scoreHome: message.score?.home ?? null,
      scoreAway: message.score?.away ?? null,
      clock: message.clock,
      feedVersion: message.version,
      updatedAt: now,
    };
    const [event] = await tx
      .insert(sportEvents)
      .values({ ...fields, feed: message.feed, feedEventId: message.eventId })
      .onConflictDoUpdate({
        target: [sportEvents.feed, sportEvents.feedEventId],
        set: fields,
        // Stale, or over: a finished or cancelled event is a fact a snapshot does not reopen.
        setWhere: sql`${sportEvents.feedVersion} < ${message.version} and ${sportEvents.state} in ('scheduled', 'in_play')`,
      })
      .returning();
    if (!event) return 'stale';
    for (const [sort, market] of message.markets.entries()) {
      await applyMarket(tx, event, market, message.version, sort, now);
    }
    // What the snapshot no longer offers is closed (never reopened by an older change).
    const kept = message.markets.map(
      (market) => `${market.type}|${market.line === null ? '' : market.line * 4}`,
    );
    await tx
      .update(sportMarkets)
      .set({ state: 'closed', feedVersion: message.version, updatedAt: now })
      .where(
        and(
          eq(sportMarkets.eventId, event.id),
          lt(sportMarkets.feedVersion, message.version),
          notInArray(sportMarkets.state, ['settled', 'closed']),
          kept.length === 0
            ? undefined
            : sql`(${sportMarkets.type} || '|' || coalesce(${sportMarkets.line}::text, '')) not in (${sql.join(
                kept.map((key) => sql`${key}`),
                sql`, `,
              )})`,
        ),
      );
    return 'applied';
  });
}

async function applyChange(db: Db, message: TFeedChange, now: Date, onPaid?: OnPaid): Promise<FeedOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(sportEvents)
      .where(and(eq(sportEvents.feed, message.feed), eq(sportEvents.feedEventId, message.eventId)))
      .for('update');
    if (!event) return { outcome: 'unknown_event' as const };
    if (event.state === 'finished' || event.state === 'cancelled') return { outcome: 'stale' as const };
    const fresh = event.feedVersion < message.version;
    if (fresh) {
      await tx
        .update(sportEvents)
        .set({
          ...(message.state ? { state: message.state } : {}),
          ...(message.startsAt ? { startsAt: new Date(message.startsAt) } : {}),
          ...(message.score ? { scoreHome: message.score.home, scoreAway: message.score.away } : {}),
          ...(message.clock === undefined ? {} : { clock: message.clock }),
          feedVersion: message.version,
          updatedAt: now,
        })
        .where(eq(sportEvents.id, event.id));
    }
    for (const market of message.markets ?? []) {
      await applyMarket(tx, event, market, message.version, undefined, now);
    }
    return {
      outcome: fresh || message.markets?.length ? ('applied' as const) : ('stale' as const),
      eventId: event.id,
      fresh,
    };
  });
  // The result settles the event's bets, outside the feed's transaction (each bet its own).
  if (message.result && 'eventId' in outcome && outcome.fresh) {
    await recordFeedResult(db, { eventId: outcome.eventId!, result: message.result, now, onPaid });
  }
  return outcome.outcome;
}

/**
 * Applies one message of a sports feed. A malformed message is `invalid` and changes nothing; a
 * change for an event the feed never sent a snapshot of is `unknown_event`; anything at or below
 * the version its rows already hold is `stale` (a duplicate, or late). Safe to call with the same
 * message any number of times, and with messages in any order.
 */
export async function applyFeedMessage(
  db: Db,
  raw: unknown,
  now: Date,
  onPaid?: OnPaid,
): Promise<FeedOutcome> {
  const parsed = ZFeedMessage.safeParse(raw);
  if (!parsed.success) return 'invalid';
  const message = parsed.data;
  return message.kind === 'snapshot'
    ? applySnapshot(db, message, now)
    : applyChange(db, message, now, onPaid);
}
