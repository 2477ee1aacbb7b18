import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoGames, slotGames } from '../schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import {
  DEMO_CASINO_GAMES,
  DEMO_SLOTS,
  DEMO_TRANSFER_PROVIDER,
  DEMO_TRANSFER_SLOTS,
} from './catalogue-data.ts';
import { seedDemo } from './index.ts';

/** Every built-in seamless game's declared maximum as the catalogue should hold it (null: none declared). */
const expected = Object.fromEntries(
  [...Object.values(DEMO_SLOTS).flat(), ...DEMO_CASINO_GAMES].map((game) => [
    game.code,
    game.maxWinMultiplier,
  ]),
);
/** The transfer provider's titles declare their engines' figures too (seeded since, never migrated). */
const withTransferGames = {
  ...expected,
  ...Object.fromEntries(DEMO_TRANSFER_SLOTS.map((game) => [game.code, game.maxWinMultiplier])),
};

/** The slot titles added after the maximum-win column: 0017 adds them to an older install. */
const NEWER_SLOTS = ['dragon-palace', 'hahoe-mask-dance', 'heungbu-gourds'];

/** What the catalogue holds, as exact decimals; numeric comparison through PostgreSQL's own text. */
async function declared(database: TestDatabase): Promise<Record<string, string | null>> {
  const rows = await database.db.execute<{ code: string; max: string | null }>(sql`
    select code, max_win_multiplier::text as max from ${casinoGames}
    union all select code, max_win_multiplier::text from ${slotGames}`);
  return Object.fromEntries(
    rows.rows.map((row) => [row.code, row.max === null ? null : String(Number(row.max))]),
  );
}

/**
 * The wallet refuses any win beyond the game's declared maximum, so the figures must be exactly the
 * engines' (@haneul/game-math): the seed writes them for a new install, migrations 0012 (slots,
 * baccarat), 0015 (roulette, dragon tiger, sic bo) and 0016 (blackjack) for one that existed before,
 * and 0017 adds the three newer slot titles to it with theirs.
 */
describe('the built-in games declare their exact maximum win', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.destroy());

  it('on a new install: the seed writes the engines’ figures', async () => {
    await seedDemo(database.db, { gamesUrl: 'http://localhost:4100' });
    expect(await declared(database)).toEqual(normalised(withTransferGames));
  });

  it('on an install older than the column: migrations 0012 to 0017 write the same figures', async () => {
    await database.db.execute(sql`delete from ${slotGames} where code in ${NEWER_SLOTS}`);
    await database.db.execute(
      sql`delete from ${slotGames} where provider_code = ${DEMO_TRANSFER_PROVIDER.code}`,
    );
    await database.db.execute(sql`update ${casinoGames} set max_win_multiplier = null`);
    await database.db.execute(sql`update ${slotGames} set max_win_multiplier = null`);
    const migrations = [
      '0012_launch_codes_and_win_bounds.sql',
      '0015_table_games_max_win.sql',
      '0016_blackjack_max_win.sql',
      '0017_new_slot_titles.sql',
    ];
    const writes = migrations.flatMap((file) =>
      readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
        .filter((statement) => /^(UPDATE|INSERT)/.test(statement)),
    );
    expect(writes).toHaveLength(5);
    for (const statement of writes) await database.db.execute(sql.raw(statement));
    expect(await declared(database)).toEqual(normalised(expected));
    // The newer titles arrive switched off on an existing install: offering them is the operator's call.
    const added = await database.db.execute<{ used: boolean }>(
      sql`select used from ${slotGames} where code in ${NEWER_SLOTS}`,
    );
    expect(added.rows).toEqual(NEWER_SLOTS.map(() => ({ used: false })));
  });
});

/** `3453495.7` and `3453495.70` are one figure: compare them as numbers written alike. */
function normalised(figures: Record<string, string | null>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(figures).map(([code, max]) => [code, max === null ? null : String(Number(max))]),
  );
}
