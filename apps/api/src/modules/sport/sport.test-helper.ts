import {
  providers,
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportSelections,
  sportSettings,
  type Db,
} from '@haneul/db';
import { MARKET_TYPES, SELECTIONS, type MarketType } from '@haneul/sportsbook';

type MarketSpec = { type: MarketType; line?: number; prices: number[]; minStake?: number; maxStake?: number };

let made = 0;

/** The sportsbook's test sport: switched on, with an in-play delay the tests control. */
export async function createTestSport(db: Db, { inPlayDelayMs = 5_000 } = {}): Promise<string> {
  await db
    .insert(providers)
    .values({
      code: 'sportsbook',
      nameKo: '스포츠북',
      nameEn: 'Sportsbook',
      launchUrl: 'http://localhost/sport',
    })
    .onConflictDoNothing();
  const code = `s${(made += 1)}${process.pid}`;
  await db.insert(sportSettings).values({
    code,
    providerCode: 'sportsbook',
    nameKo: '축구',
    nameEn: 'Soccer',
    imgUrl: '/images/games/soccer.svg',
    used: true,
    inPlayDelayMs,
  });
  return code;
}

/**
 * An event of the test sport with the markets asked for (prices in thousandths, lines in quarter
 * goals), open; answers its id and its markets' selection ids by market, in the order asked.
 */
export async function createTestEvent(
  db: Db,
  options: { sport: string; startsAt: Date; state?: 'scheduled' | 'in_play'; markets: MarketSpec[] },
): Promise<{ eventId: number; selections: number[][]; markets: number[] }> {
  const [competition] = await db
    .insert(sportCompetitions)
    .values({
      code: `c${(made += 1)}${process.pid}`,
      sportCode: options.sport,
      nameKo: 'K리그1',
      nameEn: 'K League 1',
      country: 'kr',
    })
    .returning();
  const [event] = await db
    .insert(sportEvents)
    .values({
      competitionId: competition!.id,
      homeKo: '울산',
      homeEn: 'Ulsan',
      awayKo: '전북',
      awayEn: 'Jeonbuk',
      startsAt: options.startsAt,
      state: options.state ?? 'scheduled',
      ...(options.state === 'in_play' ? { scoreHome: 0, scoreAway: 0, clock: "12'" } : {}),
      feed: 'manual',
      feedEventId: `e${made}`,
    })
    .returning();
  const selections: number[][] = [];
  const markets: number[] = [];
  for (const [sort, spec] of options.markets.entries()) {
    if (!MARKET_TYPES.includes(spec.type)) throw new Error(spec.type);
    const [market] = await db
      .insert(sportMarkets)
      .values({
        eventId: event!.id,
        type: spec.type,
        line: spec.type === '1x2' ? null : (spec.line ?? 0),
        minStake: spec.minStake ?? 1_000,
        maxStake: spec.maxStake ?? 1_000_000,
        sort,
      })
      .returning();
    markets.push(market!.id);
    const rows = await db
      .insert(sportSelections)
      .values(SELECTIONS[spec.type].map((key, i) => ({ marketId: market!.id, key, price: spec.prices[i]! })))
      .returning();
    selections.push(rows.map((row) => row.id));
  }
  return { eventId: event!.id, selections, markets };
}
