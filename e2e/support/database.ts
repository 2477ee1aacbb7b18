import { type Database, members, openDatabase, popups, settings } from '@haneul/db';
import { postgresUrlFor } from '@haneul/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';

/** The throwaway database the e2e servers run on (named by playwright.config.ts). */
function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the specs through playwright.config.ts');
  return url;
}

let shared: Promise<Database> | undefined;

/** One small pool per worker, opened on first use. */
export function e2eDatabase(): Promise<Database> {
  shared ??= openDatabase({ engine: 'postgres', url: databaseUrl(), poolSize: 2 });
  return shared;
}

export async function closeE2eDatabase(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}

/** A member's id by login id (case-insensitive, as the site matches it). */
export async function memberIdOf(userId: string): Promise<number> {
  const { db } = await e2eDatabase();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.userId})`, userId.toLowerCase()));
  if (!member) throw new Error(`no member ${userId}`);
  return member.id;
}

/** A live popup on every site; answers its id. */
export async function insertPopup(values: {
  title: string;
  contentsHtml: string;
  posX?: number;
  posY?: number;
}) {
  const { db } = await e2eDatabase();
  const [row] = await db
    .insert(popups)
    .values({ titleColor: '#7dd3fc', posX: 0, posY: 0, ...values })
    .returning({ id: popups.id });
  if (!row) throw new Error('popup not inserted');
  return row.id;
}

/** Switches every popup off, so other specs see the page without them; answers a restore. */
export async function setPopupsActive(active: boolean): Promise<void> {
  const { db } = await e2eDatabase();
  await db.update(popups).set({ active });
}

/** Operator settings rows (SETTING_DEFAULTS keys), as the back office's settings page saves them. */
export async function setSettings(values: Record<string, number>): Promise<void> {
  const { db } = await e2eDatabase();
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** Back to the defaults for these settings. */
export async function clearSettings(keys: string[]): Promise<void> {
  const { db } = await e2eDatabase();
  await db.delete(settings).where(inArray(settings.key, keys));
}

/** The member's reality-check interval, as `set-reality-check` stores it; answers the member id. */
export async function setRealityCheck(userId: string, minutes: number | null): Promise<number> {
  const { db } = await e2eDatabase();
  const memberId = await memberIdOf(userId);
  await db.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId));
  return memberId;
}

/**
 * Moves the start of the member's game window sessions back by `ms` in the game server's own
 * database, as if the game had been open that long: reality checks count from it.
 */
export async function moveGameWindowStart(memberId: number, ms: number): Promise<void> {
  const name = process.env.E2E_DB_NAME;
  if (!name) throw new Error('E2E_DB_NAME is not set: run the specs through playwright.config.ts');
  const games = await openDatabase({ engine: 'postgres', url: postgresUrlFor(`${name}_games`), poolSize: 1 });
  try {
    // The test and the servers share the machine's clock.
    const startedAt = new Date(Date.now() - ms).toISOString();
    await games.db.execute(sql`
      update window_sessions
      set protection = jsonb_set(protection, '{sessionStartedAt}', to_jsonb(${startedAt}::text))
      where player_id = ${String(memberId)} and protection is not null`);
  } finally {
    await games.close();
  }
}
