import { memberBalances, type Db } from '@haneul/db';
import type {
  TCasinoItem,
  TCompanyGameMoney,
  TGameBalance,
  TRecentGame,
  TSlotGame,
  TSlotProvider,
  TSportSetting,
} from '@haneul/contract';
import { authRequired } from '../../lib/api-errors.ts';
import {
  findMemberUserId,
  listCasinoGames,
  listSlotGames,
  listSlotProviders,
  listSportSettings,
  type CatalogueRow,
} from './catalog.queries.ts';
import { listMemberTransferProviders } from '../game-wallet/game-transfers.queries.ts';
import { settleWithProvider } from '../game-wallet/settle-game-wallet.service.ts';
import type { TransferClient } from '../game-wallet/transfer-client.ts';
import { listRecentGames } from './recent-games.queries.ts';

/** How many recently played games the lobby shows. */
const RECENT_GAMES_SHOWN = 12;

/** The brief's `used` flag: `y` enabled, `n` switched off. */
const usedFlag = (used: boolean): TSportSetting['used'] => (used ? 'y' : 'n');

const providerTile = (row: CatalogueRow): TSportSetting => ({
  code: row.code,
  used: usedFlag(row.used),
  imgUrl: row.imgUrl,
  nameKo: row.nameKo,
  nameEn: row.nameEn,
});

/** The casino tab's tiles; `gameCompany` is the provider, which open-game expects as `company`. */
export async function listCasinoItems(db: Db): Promise<TCasinoItem[]> {
  const rows = await listCasinoGames(db);
  return rows.map((row) => ({ ...providerTile(row), gameCompany: row.ownerCode }));
}

/** The slot tab's provider tiles. */
export async function listSlotProviderTiles(db: Db): Promise<TSlotProvider[]> {
  return (await listSlotProviders(db)).map((row) => ({
    ...providerTile(row),
    transferCompany: row.walletType === 'transfer' ? row.ownerCode : null,
  }));
}

export async function listSportTiles(db: Db): Promise<TSportSetting[]> {
  return (await listSportSettings(db)).map(providerTile);
}

/** A slot provider's games; `gameCompany` is the slot provider, which open-game expects as `company`. */
export async function listSlotGamesOf(db: Db, { company }: { company: string }): Promise<TSlotGame[]> {
  const rows = await listSlotGames(db, { slotProviderCode: company });
  return rows.map((row) => ({ ...providerTile(row), gameCompany: row.ownerCode }));
}

/** The member's recently played games, the latest first, as tiles that launch them again. */
export async function listRecentGamesOf(db: Db, { memberId }: { memberId: number }): Promise<TRecentGame[]> {
  const rows = await listRecentGames(db, { memberId, limit: RECENT_GAMES_SHOWN });
  return rows.map((row) => ({
    code: row.code,
    gameCompany: row.company,
    kind: row.kind,
    imgUrl: row.imgUrl,
    nameKo: row.nameKo,
    nameEn: row.nameEn,
    used: usedFlag(row.used),
    playedAt: row.playedAt.toISOString(),
  }));
}

/**
 * The member's cash, transfer-wallet game money and comp, in the brief's game-balance shape. Each
 * transfer-wallet provider the member has money at is asked first and the game account settled to
 * its figure (play there moved it); one that does not answer leaves the ledger's figure standing.
 * `settled`: a settlement moved the member's game money.
 */
export async function readGameBalance(
  db: Db,
  transfers: TransferClient,
  { memberId, now }: { memberId: number; now: Date },
): Promise<{ balance: TGameBalance; settled: boolean }> {
  const companies: TCompanyGameMoney[] = [];
  let settled = false;
  for (const provider of await listMemberTransferProviders(db, memberId)) {
    const settlement = await settleWithProvider(db, transfers, { memberId, provider, now });
    companies.push({ company: provider.code, gameMoney: settlement.gameMoney });
    settled ||= settlement.settled;
  }
  const [userId, balances] = await Promise.all([
    findMemberUserId(db, memberId),
    memberBalances(db, memberId),
  ]);
  // The session resolved through this member a moment ago; a vanished member is a dead session.
  if (userId === null) throw authRequired();
  return {
    balance: {
      status: 'success',
      userId,
      balance: balances.cash,
      gameMoney: balances.game,
      rolling: balances.comp,
      companies,
    },
    settled,
  };
}
