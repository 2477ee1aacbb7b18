import { and, asc, eq } from 'drizzle-orm';
import {
  casinoGames,
  members,
  providers,
  slotGames,
  slotProviders,
  sportSettings,
  type Db,
} from '@haneul/db';

/** One catalogue tile as stored; `ownerCode` is the provider (casino, sport) or slot provider (slot games). */
export interface CatalogueRow {
  code: string;
  ownerCode: string;
  nameKo: string;
  nameEn: string;
  imgUrl: string;
  used: boolean;
}

/** Every casino game, switched off ones included (the client shows msg2002 for them). */
export async function listCasinoGames(db: Db): Promise<CatalogueRow[]> {
  const { code, providerCode, nameKo, nameEn, imgUrl, used, sort } = casinoGames;
  return db
    .select({ code, ownerCode: providerCode, nameKo, nameEn, imgUrl, used })
    .from(casinoGames)
    .orderBy(asc(sort), asc(code));
}

/** A slot provider's tile, with the wallet its games play from (`transfer`: the provider's own). */
export interface SlotProviderRow extends CatalogueRow {
  walletType: 'seamless' | 'transfer';
}

export async function listSlotProviders(db: Db): Promise<SlotProviderRow[]> {
  const { code, providerCode, nameKo, nameEn, imgUrl, used, sort } = slotProviders;
  return db
    .select({ code, ownerCode: providerCode, nameKo, nameEn, imgUrl, used, walletType: providers.walletType })
    .from(slotProviders)
    .innerJoin(providers, eq(providers.code, providerCode))
    .orderBy(asc(sort), asc(code));
}

export async function listSportSettings(db: Db): Promise<CatalogueRow[]> {
  const { code, providerCode, nameKo, nameEn, imgUrl, used, sort } = sportSettings;
  return db
    .select({ code, ownerCode: providerCode, nameKo, nameEn, imgUrl, used })
    .from(sportSettings)
    .orderBy(asc(sort), asc(code));
}

/** One slot provider's games; an unknown slot provider simply has none. */
export async function listSlotGames(
  db: Db,
  { slotProviderCode }: { slotProviderCode: string },
): Promise<CatalogueRow[]> {
  const { code, nameKo, nameEn, imgUrl, used, sort } = slotGames;
  return db
    .select({ code, ownerCode: slotGames.slotProviderCode, nameKo, nameEn, imgUrl, used })
    .from(slotGames)
    .where(eq(slotGames.slotProviderCode, slotProviderCode))
    .orderBy(asc(sort), asc(code));
}

/** What open-game needs to know about a game: whether it may start, and where. */
export interface LaunchTarget {
  providerCode: string;
  launchUrl: string;
  maintenance: boolean;
  gameUsed: boolean;
  /** The slot provider's switch for slot games; casino games have no switch above their own. */
  ownerUsed: boolean;
}

/**
 * The casino game `code` of provider `company`, else the slot game `code` of slot provider `company`.
 * Codes are unique per table only, so the company is part of the match, never inferred.
 */
export async function findLaunchTarget(
  db: Db,
  { code, company }: { code: string; company: string },
): Promise<LaunchTarget | null> {
  const [casino] = await db
    .select({
      providerCode: providers.code,
      launchUrl: providers.launchUrl,
      maintenance: providers.maintenance,
      gameUsed: casinoGames.used,
    })
    .from(casinoGames)
    .innerJoin(providers, eq(providers.code, casinoGames.providerCode))
    .where(and(eq(casinoGames.code, code), eq(casinoGames.providerCode, company)));
  if (casino) return { ...casino, ownerUsed: true };

  const [slot] = await db
    .select({
      providerCode: providers.code,
      launchUrl: providers.launchUrl,
      maintenance: providers.maintenance,
      gameUsed: slotGames.used,
      ownerUsed: slotProviders.used,
    })
    .from(slotGames)
    .innerJoin(slotProviders, eq(slotProviders.code, slotGames.slotProviderCode))
    .innerJoin(providers, eq(providers.code, slotGames.providerCode))
    .where(and(eq(slotGames.code, code), eq(slotGames.slotProviderCode, company)));
  return slot ?? null;
}

export async function findMemberUserId(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db.select({ userId: members.userId }).from(members).where(eq(members.id, memberId));
  return row?.userId ?? null;
}

/** Where a provider's game window starts, or null for an unknown provider. */
export async function findLaunchUrl(db: Db, providerCode: string): Promise<string | null> {
  const [row] = await db
    .select({ launchUrl: providers.launchUrl })
    .from(providers)
    .where(eq(providers.code, providerCode));
  return row?.launchUrl ?? null;
}
