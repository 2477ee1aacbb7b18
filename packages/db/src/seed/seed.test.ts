import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotTitles } from '@haneul/game-math';
import type { Db } from '../client.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { memberBalances } from '../ledger/member-balances.ts';
import { verifySecret } from '../passwords.ts';
import {
  banners,
  casinoGames,
  helpReplies,
  members,
  notes,
  notices,
  popups,
  providers,
  slotGames,
  slotProviders,
  sportSettings,
  staff,
} from '../schema/index.ts';
import { SETTING_DEFAULTS, siteSettings } from '../settings.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase, SOUND_LEDGER } from '../testing/index.ts';
import { seedDemo } from './index.ts';

describe.each(TEST_ENGINES)('demo seed on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  const now = new Date('2026-11-20T09:00:00Z');
  const member = async (userId: string) => {
    const [row] = await db.select().from(members).where(eq(members.userId, userId));
    if (!row) throw new Error(`${userId} was not seeded`);
    return row;
  };
  /** Row counts of every seeded table, to prove a second seed changes nothing. */
  const snapshot = async () => {
    const result = await db.execute<{ counts: string }>(sql`select concat_ws(',',
      (select count(*) from members), (select count(*) from staff), (select count(*) from journal_entries),
      (select count(*) from ledger_postings), (select count(*) from notices), (select count(*) from slot_games),
      (select count(*) from settings), (select count(*) from help_tickets), (select sum(balance) from ledger_accounts)) as counts`);
    return result.rows[0]?.counts;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    expect(await seedDemo(db, { gamesUrl: 'http://localhost:4100/', now })).toBe(true);
  });
  afterAll(() => database.destroy());

  it('gives the demo accounts their balances through the ledger, and the books are clean', async () => {
    const demo01 = await member('demo01');
    const demo02 = await member('demo02');
    const agent01 = await member('agent01');
    expect(await memberBalances(db, demo01.id)).toMatchObject({ cash: 1_000_000, comp: 25_000, hold: 0 });
    expect(await memberBalances(db, demo02.id)).toMatchObject({ cash: 50_000, comp: 0, hold: 0 });
    expect(await memberBalances(db, agent01.id)).toMatchObject({ cash: 0, comp: 0 });
    expect(await checkLedger(db)).toEqual(SOUND_LEDGER);
  });

  it('makes the members, the agent and the staff of the demo table', async () => {
    const [demo01, demo02, agent01] = [
      await member('demo01'),
      await member('demo02'),
      await member('agent01'),
    ];
    expect(agent01).toMatchObject({ playType: 'agent', agentCode: 'HANEUL' });
    expect([demo01.agentId, demo02.agentId]).toEqual([agent01.id, agent01.id]);
    expect(await verifySecret(demo01.passwordHash, 'demo1234!')).toBe(true);
    expect(await verifySecret(demo01.exchangePasswordHash, '1234')).toBe(true);
    expect(await verifySecret(agent01.passwordHash, 'agent1234!')).toBe(true);
    const team = await db.select().from(staff).orderBy(staff.login);
    expect(team.map(({ login, role, totpSecret }) => ({ login, role, totpSecret }))).toEqual([
      { login: 'admin', role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXP' },
      { login: 'operator', role: 'operator', totpSecret: 'KRSXG5CTMVRXEZLU' },
    ]);
    // Enrolled already: the demo secrets are printed, not handed out through enrolment.
    expect(team.every((member) => member.totpConfirmedAt !== null)).toBe(true);
    expect(await verifySecret(team[1]?.passwordHash ?? '', 'operator1234!')).toBe(true);
    const birthYears = [demo01, demo02, agent01].map((m) => Number(m.birthDate.slice(0, 4)));
    expect(birthYears.every((year) => year <= 2026 - 19)).toBe(true);
  });

  it('publishes the community content and the catalogue', async () => {
    const demo01 = await member('demo01');
    const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
    expect(await total(db.select({ n: count() }).from(notices))).toBe(12);
    expect(await total(db.select({ n: count() }).from(popups))).toBe(2);
    const carousel = await db.select().from(banners).orderBy(banners.sort);
    // Every headline written in all five languages, none left to fall back to Korean.
    expect(carousel.map((banner) => Object.values(banner.headlines).every((text) => text !== ''))).toEqual([
      true,
      true,
      true,
    ]);
    const games = [
      ...(await db.select({ code: casinoGames.code, company: casinoGames.providerCode }).from(casinoGames)),
      ...(await db.select({ code: slotGames.code, company: slotGames.slotProviderCode }).from(slotGames)),
    ].map((game) => `${game.company}/${game.code}`);
    const advertised = carousel.flatMap(({ link }) =>
      link.kind === 'game' ? [`${link.company}/${link.code}`] : [],
    );
    expect(advertised).toHaveLength(2);
    for (const game of advertised) expect(games).toContain(game);
    expect(await total(db.select({ n: count() }).from(notes).where(isNull(notes.readAt)))).toBe(2);
    expect(await total(db.select({ n: count() }).from(helpReplies).where(isNull(helpReplies.readAt)))).toBe(
      1,
    );
    expect((await db.select().from(notes)).every((note) => note.memberId === demo01.id)).toBe(true);
    // The three studios and the transfer-wallet provider's own.
    expect(await total(db.select({ n: count() }).from(slotProviders))).toBe(4);
    expect(await total(db.select({ n: count() }).from(casinoGames).where(eq(casinoGames.used, false)))).toBe(
      0,
    );
    // The sportsbook's demo feed publishes fixtures of all six, and /sport takes bets on them.
    const sports = await db
      .select({ code: sportSettings.code, used: sportSettings.used })
      .from(sportSettings)
      .orderBy(sportSettings.sort);
    expect(sports).toEqual(
      ['soccer', 'baseball', 'basketball', 'esports', 'volleyball', 'ice-hockey'].map((code) => ({
        code,
        used: true,
      })),
    );
    const launch = await db.select({ url: providers.launchUrl }).from(providers);
    expect(new Set(launch.map((p) => p.url))).toEqual(new Set(['http://localhost:4100/play']));
    expect(await siteSettings(db)).toEqual(SETTING_DEFAULTS);
  });

  it('switches on only games the built-in game server plays, named as its titles are', async () => {
    const slots = await db
      .select({
        code: slotGames.code,
        nameKo: slotGames.nameKo,
        nameEn: slotGames.nameEn,
        used: slotGames.used,
      })
      .from(slotGames);
    // Each title once, and three of them again as the transfer-wallet provider's (`cloud-<title>`),
    // their names marked as its own so no two lobby tiles read alike.
    const entry = (title: (typeof slotTitles)[number]) => ({
      code: title.code,
      nameKo: title.name.ko,
      nameEn: title.name.en,
      used: true,
    });
    const transfer = ['sky-palace', 'moonlit-tiger', 'dokkaebi-treasure'].map((code) => {
      const title = entry(slotTitles.find((candidate) => candidate.code === code)!);
      return {
        ...title,
        code: `cloud-${code}`,
        nameKo: `${title.nameKo} (구름)`,
        nameEn: `${title.nameEn} (Cloud)`,
      };
    });
    expect(slots.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [...slotTitles.map((title) => entry(title)), ...transfer].sort((a, b) => a.code.localeCompare(b.code)),
    );
    const tables = await db
      .select({ code: casinoGames.code })
      .from(casinoGames)
      .where(eq(casinoGames.used, true));
    // Every table is played by the game server, blackjack's decisions included.
    expect(tables.map((row) => row.code).sort()).toEqual([
      'baccarat',
      'blackjack',
      'dragon-tiger',
      'roulette',
      'sic-bo',
      'speed-baccarat',
      'squeeze-baccarat',
    ]);
    const studios = await db.select({ code: slotGames.slotProviderCode }).from(slotGames);
    expect(new Set(studios.map((row) => row.code))).toEqual(
      new Set(['haneul', 'dokkaebi', 'tiger', 'cloud']),
    );
    // Each studio's tile shows its own emblem, the transfer provider's included.
    const emblems = await db
      .select({ code: slotProviders.code, imgUrl: slotProviders.imgUrl })
      .from(slotProviders);
    for (const { code, imgUrl } of emblems) expect(imgUrl).toBe(`/images/providers/${code}.svg`);
  });

  it('does nothing the second time', async () => {
    const before = await snapshot();
    expect(await seedDemo(db, { gamesUrl: 'http://elsewhere', now })).toBe(false);
    expect(await snapshot()).toBe(before);
  });
});
