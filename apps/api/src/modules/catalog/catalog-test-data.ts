import { randomBytes } from 'node:crypto';
import { casinoGames, providers, slotGames, slotProviders, sportSettings, type Db } from '@haneul/db';

/** Test data for the catalogue: every helper makes a unique code unless given one. */
const uniqueCode = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

type Tile = { code?: string; nameKo?: string; nameEn?: string; used?: boolean; sort?: number };
/** A game also declares its maximum win per won staked: a playable test game declares one. */
type GameTile = Tile & { maxWinMultiplier?: string | null };
const declaredMaxWin = (tile: GameTile) =>
  tile.maxWinMultiplier === undefined ? '1000' : tile.maxWinMultiplier;

const tileValues = (prefix: string, tile: Tile) => {
  const code = tile.code ?? uniqueCode(prefix);
  return {
    code,
    nameKo: tile.nameKo ?? `${code} 한글`,
    nameEn: tile.nameEn ?? `${code} English`,
    imgUrl: `/img/${code}.svg`,
    used: tile.used ?? true,
    sort: tile.sort ?? 0,
  };
};

export async function createProvider(
  db: Db,
  overrides: Partial<typeof providers.$inferInsert> = {},
): Promise<typeof providers.$inferSelect> {
  const code = overrides.code ?? uniqueCode('prov');
  const [row] = await db
    .insert(providers)
    .values({
      code,
      nameKo: `${code} 공급사`,
      nameEn: `${code} provider`,
      launchUrl: 'http://games.test/play',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('provider insert returned nothing');
  return row;
}

export async function createCasinoGame(db: Db, providerCode: string, tile: GameTile = {}) {
  const [row] = await db
    .insert(casinoGames)
    .values({ ...tileValues('casino', tile), providerCode, maxWinMultiplier: declaredMaxWin(tile) })
    .returning();
  if (!row) throw new Error('casino game insert returned nothing');
  return row;
}

export async function createSlotProvider(db: Db, providerCode: string, tile: Tile = {}) {
  const [row] = await db
    .insert(slotProviders)
    .values({ ...tileValues('slotp', tile), providerCode })
    .returning();
  if (!row) throw new Error('slot provider insert returned nothing');
  return row;
}

/** A slot game hosted by the slot provider's own provider. */
export async function createSlotGame(
  db: Db,
  slotProvider: { code: string; providerCode: string },
  tile: GameTile = {},
) {
  const [row] = await db
    .insert(slotGames)
    .values({
      ...tileValues('slot', tile),
      providerCode: slotProvider.providerCode,
      slotProviderCode: slotProvider.code,
      maxWinMultiplier: declaredMaxWin(tile),
    })
    .returning();
  if (!row) throw new Error('slot game insert returned nothing');
  return row;
}

export async function createSportSetting(db: Db, providerCode: string, tile: Tile = {}) {
  const [row] = await db
    .insert(sportSettings)
    .values({ ...tileValues('sport', tile), providerCode })
    .returning();
  if (!row) throw new Error('sport setting insert returned nothing');
  return row;
}
