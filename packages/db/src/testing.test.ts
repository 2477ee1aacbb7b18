import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES } from './testing/index.ts';

describe.each(TEST_ENGINES)('test database on %s', (engine) => {
  it('is migrated and empty', async () => {
    const database = await createTestDatabase(engine);
    try {
      const rows = await database.db.execute(sql`select count(*)::int as n from members`);
      expect(rows.rows[0]).toEqual({ n: 0 });
    } finally {
      await database.destroy();
    }
  });
});
