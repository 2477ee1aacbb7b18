import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { members } from '@haneul/db';
import {
  casinoGames,
  type Db,
  gameSessions,
  hashToken,
  journalEntries,
  memberBalances,
  newToken,
  providers,
  providerTransactions,
  slotGames,
  slotProviders,
} from '@haneul/db';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER, type TProviderAction } from '@haneul/contract';
import { signProviderRequest } from '@haneul/server-kit';
import { TEST_PROVIDER_SECRET } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createTestMember, fundTestMember } from '@haneul/db/testing';

export const HOUR = 3_600_000;
/** The built-in provider's secret in every API test (test-app sets PROVIDER_HANEUL_SECRET to it). */
export const DEMO_SECRET = TEST_PROVIDER_SECRET;

export interface SendOptions {
  provider?: string;
  secret?: string;
  /** Unix ms; the test clock's now when omitted. */
  timestamp?: number | string;
  /** Overrides the computed signature. */
  signature?: string;
  /** The path signed, when it should differ from the one the request goes to. */
  signedPath?: string;
}

/**
 * POSTs a wallet call signed as a provider would: HMAC-SHA256 (node:crypto) of the contract's
 * string-to-sign over the exact body bytes. A string body is sent as is (malformed JSON tests).
 */
/** What the wallet helpers need of a test app: the wallet listener alone will do. */
export type WalletHarness = Pick<TestApp, 'app' | 'clock' | 'database'>;

export function send(
  t: WalletHarness,
  action: TProviderAction | string,
  body: unknown,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? t.clock().getTime());
  const url = `/provider/${options.provider ?? 'haneul'}/${action}`;
  const signed = { timestamp, method: 'POST', path: options.signedPath ?? url, rawBody: raw };
  const signature = options.signature ?? signProviderRequest(options.secret ?? DEMO_SECRET, signed);
  return t.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_TIMESTAMP_HEADER]: timestamp,
      [PROVIDER_SIGNATURE_HEADER]: signature,
    },
  });
}

/**
 * A provider with one casino game (`<code>-bacc`) and one slot game (`<code>-reels`, under the slot
 * provider `<code>-slots`); switches and maintenance as given.
 */
export async function createCatalogue(
  db: Db,
  providerCode: string,
  { maintenance = false, casinoUsed = true, slotUsed = true } = {},
): Promise<{ casino: string; slot: string }> {
  const names = (code: string) => ({ nameKo: `${code} 한글`, nameEn: `${code} English` });
  await db
    .insert(providers)
    .values({ code: providerCode, ...names(providerCode), launchUrl: 'http://games.test/play', maintenance });
  const casino = `${providerCode}-bacc`;
  const slot = `${providerCode}-reels`;
  const tile = (code: string) => ({ code, providerCode, ...names(code), imgUrl: `/img/${code}.svg` });
  await db.insert(casinoGames).values({ ...tile(casino), used: casinoUsed, maxWinMultiplier: '12' });
  await db.insert(slotProviders).values(tile(`${providerCode}-slots`));
  await db.insert(slotGames).values({
    ...tile(slot),
    slotProviderCode: `${providerCode}-slots`,
    used: slotUsed,
    maxWinMultiplier: '500',
  });
  return { casino, slot };
}

/** A game session as open-game makes it (only the token's hash stored), without the 3-second rule. */
export async function openSession(
  db: Db,
  {
    memberId,
    providerCode = 'haneul',
    gameCode,
    now,
  }: { memberId: number; providerCode?: string; gameCode: string; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(gameSessions).values({
    tokenHash: hashToken(token),
    memberId,
    providerCode,
    gameCode,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 8 * HOUR),
  });
  return token;
}

/** A funded member with a live session on the game. */
export async function createPlayer(
  t: WalletHarness,
  {
    cash = 100_000,
    gameCode,
    providerCode = 'haneul',
    member = {},
  }: {
    cash?: number;
    gameCode: string;
    providerCode?: string;
    member?: Partial<typeof members.$inferInsert>;
  },
): Promise<{ id: number; token: string }> {
  const db = t.database.db;
  const { id } = await createTestMember(db, member);
  if (cash > 0) await fundTestMember(db, id, cash);
  return { id, token: await openSession(db, { memberId: id, providerCode, gameCode, now: t.clock() }) };
}

/** A bet body; round and game default to what most tests use. */
export function betBody(
  token: string,
  transactionId: string,
  amount: number,
  gameCode: string,
  roundId = 'round-1',
) {
  return { token, transactionId, roundId, gameCode, amount };
}

export const cashOf = async (db: Db, memberId: number) => (await memberBalances(db, memberId)).cash;

/** The member's journal entries, for "nothing moved" checks. */
export async function entryCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.memberId, memberId));
  return row?.n ?? 0;
}

export async function providerRows(db: Db, transactionId: string, providerCode = 'haneul') {
  return db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionId, transactionId),
      ),
    );
}

/** Entries carrying a provider transaction's ledger key. */
export async function entriesForKey(db: Db, key: string) {
  return db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
}
