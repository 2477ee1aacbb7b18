import type { Db } from '@haneul/db';
import { notFound } from '@haneul/server-kit';
import { listOf, type ListParams } from '../../../lib/list-query.ts';
import type { Actor } from '../actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findCatalogueItem,
  findProvider,
  pageCatalogue,
  pageProviders,
  setProviderMaintenance,
  updateCatalogueItem,
  type CatalogueChange,
  type CatalogueFilters,
  type CatalogueKind,
  type CatalogueRow,
  type CatalogueSort,
  type ProviderRow,
} from './catalogue.queries.ts';

/** `id` repeats the code: react-admin addresses records by `id`. */
const catalogueItem = (row: CatalogueRow) => ({ id: row.code, ...row });
const providerItem = (row: ProviderRow) => {
  const { createdAt: _createdAt, ...rest } = row;
  return { id: row.code, ...rest };
};

/** The audit target type of each table: singular, as the other areas name theirs. */
const TARGET: Record<CatalogueKind, string> = {
  casinoGames: 'casino_game',
  slotProviders: 'slot_provider',
  slotGames: 'slot_game',
  sports: 'sport_setting',
};

export async function listCatalogue(
  db: Db,
  kind: CatalogueKind,
  options: CatalogueFilters & ListParams<CatalogueSort>,
) {
  const { rows, total } = await pageCatalogue(db, kind, options, options);
  return listOf(rows.map(catalogueItem), total);
}

export async function getCatalogueItem(db: Db, kind: CatalogueKind, { id }: { id: string }) {
  const row = await findCatalogueItem(db, kind, id);
  if (!row) throw notFound();
  return { data: catalogueItem(row) };
}

/** Switches a tile on or off, reorders it, or changes its artwork; the lobby shows it at once. */
export async function editCatalogueItem(
  db: Db,
  kind: CatalogueKind,
  { actor, id, change }: { actor: Actor; id: string; change: CatalogueChange },
) {
  return db.transaction(async (tx) => {
    const found = await findCatalogueItem(tx, kind, id, true);
    if (!found) throw notFound();
    await updateCatalogueItem(tx, kind, id, change);
    const after = catalogueItem((await findCatalogueItem(tx, kind, id)) ?? found);
    await recordAudit(tx, actor, {
      action: `${TARGET[kind]}.update`,
      targetType: TARGET[kind],
      targetId: id,
      before: catalogueItem(found),
      after,
    });
    return { data: after };
  });
}

export async function listProviders(
  db: Db,
  options: { maintenance?: boolean | undefined } & ListParams<'code'>,
) {
  const { rows, total } = await pageProviders(db, options, options);
  return listOf(rows.map(providerItem), total);
}

export async function getProvider(db: Db, { id }: { id: string }) {
  const row = await findProvider(db, id);
  if (!row) throw notFound();
  return { data: providerItem(row) };
}

/** Maintenance stops launches (`time`) and bets (GAME_DISABLED) for all of the provider's games. */
export async function setMaintenance(
  db: Db,
  { actor, id, maintenance }: { actor: Actor; id: string; maintenance: boolean },
) {
  return db.transaction(async (tx) => {
    const found = await findProvider(tx, id, true);
    if (!found) throw notFound();
    await setProviderMaintenance(tx, id, maintenance);
    const after = providerItem({ ...found, maintenance });
    await recordAudit(tx, actor, {
      action: 'provider.maintenance',
      targetType: 'provider',
      targetId: id,
      before: providerItem(found),
      after,
    });
    return { data: after };
  });
}
