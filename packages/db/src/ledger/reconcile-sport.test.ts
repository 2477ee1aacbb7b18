import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import {
  compRates,
  providers,
  sportBetLegs,
  sportBets,
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportSelections,
  sportSettings,
  sportSettlements,
} from '../schema/index.ts';
import { createTestDatabase, createTestMember, TEST_ENGINES, type TestDatabase } from '../testing/index.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { creditSportComp, settleSportBet, takeSportStake } from './movements/index.ts';
import { postEntry } from './post-entry.ts';
import { reconcile } from './reconcile.ts';
import { memberId as toMemberId, won, type MemberId } from './units.ts';

describe.each(TEST_ENGINES)('the sportsbook reconciled on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let player: MemberId;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    player = toMemberId((await createTestMember(db, {}, { cash: 100_000, secretHash: 'x' })).id);
  });
  afterAll(() => database.destroy());

  const sport = async () => {
    const { drift } = await reconcile(db, { now: new Date() });
    return {
      stakes: drift.sportStakes?.count,
      settlements: drift.sportSettlements?.count,
      rewards: drift.sportRewards?.count,
    };
  };

  /** A bet accepted as the API accepts one: its row, its stake entry, the row naming the entry. */
  async function acceptedBet(stake: number) {
    const [bet] = await db
      .insert(sportBets)
      .values({
        memberId: player,
        requestId: crypto.randomUUID(),
        stake,
        potentialPayout: stake * 2,
        oddsPolicy: 'none',
        state: 'waiting',
      })
      .returning();
    const { entryId } = await takeSportStake(db, { memberId: player, betId: bet!.id, stake: won(stake) });
    await db.update(sportBets).set({ state: 'open', stakeEntryId: entryId }).where(eq(sportBets.id, bet!.id));
    return bet!.id;
  }

  /** Settlement `seq` as the settlement service writes it. */
  async function settle(betId: number, seq: number, payout: number, previousPayout: number) {
    await db.transaction(async (tx) => {
      const moved = await settleSportBet(tx, {
        memberId: player,
        betId,
        seq,
        payout: won(payout),
        previousPayout: won(previousPayout),
      });
      await tx
        .insert(sportSettlements)
        .values({ betId, seq, payout, writtenOff: moved.writtenOff, entryId: moved.entryId });
      await tx
        .update(sportBets)
        .set({ state: 'settled', payout, settlements: seq })
        .where(eq(sportBets.id, betId));
    });
  }

  it('finds nothing when every stake and settlement went through the movements, re-settlements included', async () => {
    await acceptedBet(10_000);
    const won_ = await acceptedBet(10_000);
    await settle(won_, 1, 19_500, 0);
    await settle(won_, 2, 5_000, 19_500);
    expect(await sport()).toEqual({ stakes: 0, settlements: 0, rewards: 0 });
  });

  it('finds a bet whose stake entry is missing or wrong, and a stake entry no bet names', async () => {
    const betId = await acceptedBet(10_000);
    await db.update(sportBets).set({ stake: 12_000 }).where(eq(sportBets.id, betId));
    expect((await sport()).stakes).toBe(1);
    await db.update(sportBets).set({ stake: 10_000 }).where(eq(sportBets.id, betId));
    await postEntry(db, {
      kind: 'sport_bet',
      memberId: player,
      postings: [
        { accountId: await memberAccountId(db, player, 'cash'), amount: won(-1_000) },
        { accountId: await houseAccountId(db, 'house_sport'), amount: won(1_000) },
      ],
    });
    expect((await sport()).stakes).toBe(1);
  });

  it('finds a settled bet whose payout its entries do not pay, and a settlement entry no settlement names', async () => {
    const betId = await acceptedBet(10_000);
    await settle(betId, 1, 20_000, 0);
    await db.update(sportBets).set({ payout: 21_000 }).where(eq(sportBets.id, betId));
    expect((await sport()).settlements).toBe(1);
    await db.update(sportBets).set({ payout: 20_000 }).where(eq(sportBets.id, betId));
    expect((await sport()).settlements).toBe(0);
    await postEntry(db, {
      kind: 'sport_settle',
      memberId: player,
      idempotencyKey: `sport-settle:${betId}:9`,
      postings: [
        { accountId: await houseAccountId(db, 'house_sport'), amount: won(-500) },
        { accountId: await memberAccountId(db, player, 'cash'), amount: won(500) },
      ],
    });
    // The stray entry, not the bet: its settlements still add up to its payout.
    expect((await sport()).settlements).toBe(1);
  });

  /** A lost leg on a one-market event, so the bet wagered something. */
  async function lostLeg(betId: number) {
    await db
      .insert(providers)
      .values({ code: 'haneul', nameKo: '하늘', nameEn: 'Haneul', launchUrl: 'http://x' })
      .onConflictDoNothing();
    await db
      .insert(sportSettings)
      .values({ code: 'soccer', providerCode: 'haneul', nameKo: '축구', nameEn: 'Soccer', imgUrl: '' })
      .onConflictDoNothing();
    const [competition] = await db
      .insert(sportCompetitions)
      .values({
        code: `c${betId}`,
        sportCode: 'soccer',
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
        startsAt: new Date(),
        feed: 'manual',
        feedEventId: `e${betId}`,
      })
      .returning();
    const [market] = await db
      .insert(sportMarkets)
      .values({ eventId: event!.id, type: '1x2', minStake: 1_000, maxStake: 1_000_000 })
      .returning();
    const [selection] = await db
      .insert(sportSelections)
      .values({ marketId: market!.id, key: 'home', price: 2_000 })
      .returning();
    await db.insert(sportBetLegs).values({
      betId,
      eventId: event!.id,
      marketId: market!.id,
      selectionId: selection!.id,
      marketType: '1x2',
      selectionKey: 'home',
      submittedPrice: 2_000,
      price: 2_000,
      outcome: 'lost',
    });
  }

  it('finds comp on a bet that is not settled, or beyond the highest sport rate', async () => {
    await db.insert(compRates).values({ level: 1, gameType: 'sport', rateBp: 100 }).onConflictDoNothing();
    const before = (await sport()).rewards ?? 0;
    const settled = await acceptedBet(10_000);
    await lostLeg(settled);
    await settle(settled, 1, 0, 0);
    await creditSportComp(db, { memberId: player, betId: settled, amount: won(100) });
    expect((await sport()).rewards).toBe(before);
    const open = await acceptedBet(10_000);
    await lostLeg(open);
    await creditSportComp(db, { memberId: player, betId: open, amount: won(50) });
    expect((await sport()).rewards).toBe(before + 1);
    // 1% of 10,000 is 100: 101 is beyond any rate configured.
    const greedy = await acceptedBet(10_000);
    await lostLeg(greedy);
    await settle(greedy, 1, 0, 0);
    await creditSportComp(db, { memberId: player, betId: greedy, amount: won(101) });
    expect((await sport()).rewards).toBe(before + 2);
  });
});
