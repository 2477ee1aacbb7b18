import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { casinoGames, providers, slotGames, slotProviders, sportSettings, type Db } from '@haneul/db';
import { orderFor, pageWindow, type ListParams } from '../../../lib/list-query.ts';

/** The four catalogue tables share their columns (schema/games.ts `catalogueColumns`). */
export const CATALOGUE_TABLES = {
  casinoGames,
  slotProviders,
  slotGames,
  sports: sportSettings,
} as const;
export type CatalogueKind = keyof typeof CATALOGUE_TABLES;
type CatalogueTable = (typeof CATALOGUE_TABLES)[CatalogueKind];

export interface CatalogueFilters {
  q?: string | undefined;
  used?: boolean | undefined;
  providerCode?: string | undefined;
  slotProviderCode?: string | undefined;
}
export type CatalogueSort = 'sort' | 'code' | 'nameKo';

const columnsOf = (table: CatalogueTable) => ({
  code: table.code,
  providerCode: table.providerCode,
  nameKo: table.nameKo,
  nameEn: table.nameEn,
  imgUrl: table.imgUrl,
  used: table.used,
  sort: table.sort,
  ...(table === slotGames ? { slotProviderCode: slotGames.slotProviderCode } : {}),
  ...(table === slotGames || table === casinoGames ? { maxWinMultiplier: table.maxWinMultiplier } : {}),
});

/** A catalogue row; slot games also name their slot provider. */
export interface CatalogueRow {
  code: string;
  providerCode: string;
  nameKo: string;
  nameEn: string;
  imgUrl: string;
  used: boolean;
  sort: number;
  slotProviderCode?: string;
  maxWinMultiplier?: string | null;
}

export async function pageCatalogue(
  db: Db,
  kind: CatalogueKind,
  filters: CatalogueFilters,
  list: ListParams<CatalogueSort>,
) {
  const table: CatalogueTable = CATALOGUE_TABLES[kind];
  const where: SQL | undefined = and(
    filters.q === undefined
      ? undefined
      : or(
          ilike(table.code, `%${filters.q}%`),
          ilike(table.nameKo, `%${filters.q}%`),
          ilike(table.nameEn, `%${filters.q}%`),
        ),
    filters.used === undefined ? undefined : eq(table.used, filters.used),
    filters.providerCode === undefined ? undefined : eq(table.providerCode, filters.providerCode),
    filters.slotProviderCode === undefined || kind !== 'slotGames'
      ? undefined
      : eq(slotGames.slotProviderCode, filters.slotProviderCode),
  );
  const { limit, offset } = pageWindow(list);
  const rows = (await db
    .select(columnsOf(table))
    .from(table)
    .where(where)
    .orderBy(...orderFor(table, list, table.code))
    .limit(limit)
    .offset(offset)) as CatalogueRow[];
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCatalogueItem(db: Db, kind: CatalogueKind, code: string, lock = false) {
  const table: CatalogueTable = CATALOGUE_TABLES[kind];
  const query = db.select(columnsOf(table)).from(table).where(eq(table.code, code));
  const [row] = (lock ? await query.for('update') : await query) as CatalogueRow[];
  return row;
}

export type CatalogueChange = Partial<Pick<CatalogueRow, 'used' | 'sort' | 'imgUrl' | 'nameKo' | 'nameEn'>>;

export async function updateCatalogueItem(
  db: Db,
  kind: CatalogueKind,
  code: string,
  change: CatalogueChange,
) {
  const table: CatalogueTable = CATALOGUE_TABLES[kind];
  await db.update(table).set(change).where(eq(table.code, code));
}

export type ProviderRow = typeof providers.$inferSelect;

export async function pageProviders(
  db: Db,
  filters: { maintenance?: boolean | undefined },
  list: ListParams<'code'>,
) {
  const where =
    filters.maintenance === undefined ? undefined : eq(providers.maintenance, filters.maintenance);
  const { limit, offset } = pageWindow(list);
  const rows = await db
    .select()
    .from(providers)
    .where(where)
    .orderBy(...orderFor(providers, list, providers.code))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(providers).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProvider(db: Db, code: string, lock = false): Promise<ProviderRow | undefined> {
  const query = db.select().from(providers).where(eq(providers.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setProviderMaintenance(db: Db, code: string, maintenance: boolean): Promise<void> {
  await db.update(providers).set({ maintenance }).where(eq(providers.code, code));
}
