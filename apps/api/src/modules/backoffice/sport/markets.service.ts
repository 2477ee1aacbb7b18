import type { Db } from '@haneul/db';
import { invalidFields, notFound, type FieldError } from '@haneul/server-kit';
import {
  isPrice,
  isSelectionOf,
  line as toLine,
  marketProblem,
  SELECTIONS,
  type MarketType,
  type SelectionKey,
} from '@haneul/sportsbook';
import { conflict } from '../../../lib/api-errors.ts';
import { priceFromWire } from '../../sport/sport.wire.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockEvent } from './events.queries.ts';
import { MANUAL_FEED } from './events.service.ts';
import { insertMarket, marketExists, nextMarketSort, updateMarket, writePrice } from './markets.queries.ts';
import { lockOpenMarket, recordOf } from './open-market.ts';

type PriceInput = { key: string; price: number };

/**
 * Prices in thousandths for the selections named, each a selection of the type, once: the
 * sportsbook's own rules (the contract already bounded the decimals).
 */
function pricesFor(type: MarketType, selections: readonly PriceInput[]): Map<SelectionKey, number> {
  const errors: FieldError[] = [];
  const prices = new Map<SelectionKey, number>();
  selections.forEach(({ key, price }, index) => {
    const thousandths = priceFromWire(price);
    if (!isSelectionOf(type, key) || prices.has(key)) {
      errors.push({ field: `selections.${index}.key`, reason: 'selection_for_type' });
    } else if (!isPrice(thousandths)) {
      errors.push({ field: `selections.${index}.price`, reason: 'price_range' });
    } else prices.set(key, thousandths);
  });
  if (errors.length > 0) throw invalidFields(...errors);
  return prices;
}

export interface MarketInput {
  type: MarketType;
  line: number | null;
  minStake: number;
  maxStake: number;
  selections: PriceInput[];
}

/**
 * A market by hand on a manual event that is not over: the line checked by the sportsbook's rules,
 * a price for every selection of the type, each appended to the price history. A feed event's
 * markets are the feed's (its next snapshot closes a market it does not offer).
 */
export async function createMarket(
  db: Db,
  { actor, eventId, input }: { actor: Actor; eventId: number; input: MarketInput },
) {
  const quarters = input.line === null ? null : Math.round(input.line * 4);
  const problem = marketProblem(input.type, quarters === null ? null : toLine(quarters));
  if (problem !== null) throw invalidFields({ field: 'line', reason: 'line_for_type' });
  const prices = pricesFor(input.type, input.selections);
  if (prices.size !== SELECTIONS[input.type].length) {
    throw invalidFields({ field: 'selections', reason: 'selection_for_type' });
  }
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound();
    if (event.feed !== MANUAL_FEED) throw conflict('conflict', { reason: 'feed_event' });
    if (event.state !== 'scheduled' && event.state !== 'in_play') throw conflict('already');
    if (await marketExists(tx, eventId, input.type, quarters)) {
      throw conflict('conflict', { reason: 'market_exists' });
    }
    const market = await insertMarket(tx, {
      eventId,
      type: input.type,
      line: quarters,
      minStake: input.minStake,
      maxStake: input.maxStake,
      sort: await nextMarketSort(tx, eventId),
      updatedAt: actor.now,
    });
    for (const [key, price] of prices) {
      await writePrice(tx, { marketId: market.id, key, price, now: actor.now });
    }
    const data = await recordOf(tx, market);
    await recordAudit(tx, actor, {
      action: 'sport_market.create',
      targetType: 'sport_market',
      targetId: market.id,
      after: data,
    });
    return { data };
  });
}

/** New prices for some of a market's selections; each change is appended to the price history. */
export async function setMarketPrices(
  db: Db,
  { actor, id, selections }: { actor: Actor; id: number; selections: PriceInput[] },
) {
  return db.transaction(async (tx) => {
    const market = await lockOpenMarket(tx, id);
    const prices = pricesFor(market.type, selections);
    const before = await recordOf(tx, market);
    for (const [key, price] of prices) await writePrice(tx, { marketId: id, key, price, now: actor.now });
    await updateMarket(tx, id, { updatedAt: actor.now });
    const data = await recordOf(tx, market);
    await recordAudit(tx, actor, {
      action: 'sport_market.prices',
      targetType: 'sport_market',
      targetId: id,
      before: priceList(before),
      after: priceList(data),
    });
    return { data };
  });
}

const priceList = (record: Awaited<ReturnType<typeof recordOf>>) =>
  Object.fromEntries(record.selections.map((selection) => [selection.key, selection.price]));

export async function setMarketLimits(
  db: Db,
  { actor, id, minStake, maxStake }: { actor: Actor; id: number; minStake: number; maxStake: number },
) {
  return db.transaction(async (tx) => {
    const market = await lockOpenMarket(tx, id);
    await updateMarket(tx, id, { minStake, maxStake, updatedAt: actor.now });
    await recordAudit(tx, actor, {
      action: 'sport_market.limits',
      targetType: 'sport_market',
      targetId: id,
      before: { minStake: market.minStake, maxStake: market.maxStake },
      after: { minStake, maxStake },
    });
    return { data: await recordOf(tx, { ...market, minStake, maxStake }) };
  });
}
