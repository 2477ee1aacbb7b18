import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCommunity } from './seed-community.ts';
import { seedLevels } from './seed-levels.ts';
import { seedMembers } from './seed-members.ts';
import { seedMoney } from './seed-money.ts';
import { seedSettings } from './seed-settings.ts';
import { seedStaff } from './seed-staff.ts';

export { DEMO_STAFF } from './seed-staff.ts';
export { recordCompletedDeposit } from './completed-deposit.ts';
export { DEMO_MEMBERS, DEMO_EXCHANGE_PASSWORD, DEMO_AGENT_CODE } from './seed-members.ts';
export { DEMO_LEVELS } from './seed-levels.ts';
export {
  DEMO_STUDIOS,
  DEMO_SLOTS,
  DEMO_CASINO_GAMES,
  DEMO_SPORTS,
  DEMO_TRANSFER_PROVIDER,
  DEMO_TRANSFER_SLOTS,
} from './catalogue-data.ts';

export interface SeedDemoOptions {
  /** The built-in game server's base URL; providers launch at `${gamesUrl}/play`. */
  gamesUrl: string;
  /** The clock demo dates count back from; the real one when omitted. */
  now?: Date;
}

/**
 * Fills an empty database with the demo: levels, staff, members with their money (through the
 * ledger), notices, popups, notes, help tickets, the game catalogue and settings. All of it in one
 * transaction; does nothing (answers false) as soon as any member exists, so it is safe at every boot.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<boolean> {
  if (await anyMember(db)) return false;
  return db.transaction(async (tx) => {
    // Two processes booting at once: the second waits here, then sees the first one's members.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haneul:seed-demo'))`);
    if (await anyMember(tx)) return false;
    const ctx: SeedContext = { tx, now: options.now ?? new Date(), gamesUrl: options.gamesUrl };
    await seedLevels(ctx);
    await seedSettings(ctx);
    await seedCatalogue(ctx);
    const staff = await seedStaff(ctx);
    const ids = await seedMembers(ctx);
    await seedMoney(ctx, ids, staff);
    await seedCommunity(ctx, ids, staff);
    return true;
  });
}

async function anyMember(db: Db): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).limit(1);
  return rows.length > 0;
}
