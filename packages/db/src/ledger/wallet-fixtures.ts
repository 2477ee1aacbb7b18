import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { casinoGames, gameSessions, providers } from '../schema/index.ts';
import { houseAccountId } from './accounts.ts';

/**
 * The wallet and the game server for the reconciliation's tests: wallet calls through
 * `provider_wallet_call` itself, and a stand-in of the game server's rounds in a database of its own.
 */

/** A provider with one casino game that declares its maximum win (the wallet takes bets on it). */
export async function createProviderGame(db: Db, providerCode: string, gameCode: string): Promise<void> {
  await db
    .insert(providers)
    .values({ code: providerCode, nameKo: providerCode, nameEn: providerCode, launchUrl: '' });
  await db.insert(casinoGames).values({
    code: gameCode,
    providerCode,
    nameKo: gameCode,
    nameEn: gameCode,
    imgUrl: '',
    maxWinMultiplier: '12',
  });
}

export type WalletCaller = (call: {
  kind: 'bet' | 'win' | 'rollback';
  roundId: string;
  amount?: number;
  /** The transaction id; `<round>:<kind>` (the game server's) by default. */
  transactionId?: string;
}) => Promise<string>;

/** A live game session of the member; calls the wallet function with it and answers the status. */
export async function walletCaller(
  db: Db,
  {
    providerCode,
    gameCode,
    memberId,
    now,
  }: { providerCode: string; gameCode: string; memberId: number; now: Date },
): Promise<WalletCaller> {
  const tokenHash = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + 3_600_000);
  await db.insert(gameSessions).values({ tokenHash, memberId, providerCode, gameCode, expiresAt });
  const house = await houseAccountId(db, 'house_game', providerCode);
  return async ({ kind, roundId, amount = 0, transactionId = `${roundId}:${kind}` }) => {
    const reference = kind === 'rollback' ? `${roundId}:bet` : null;
    const { rows } = await db.execute<{ answer_status: string }>(sql`
      select answer_status from provider_wallet_call(${kind}, ${providerCode}, ${tokenHash},
        ${transactionId}, ${roundId}, ${kind === 'rollback' ? '' : gameCode}, ${amount}, ${reference},
        ${transactionId}, ${house}, ${now.toISOString()}::timestamptz)`);
    return rows[0]?.answer_status ?? 'none';
  };
}

/** The columns of the game server's `rounds` (apps/games db/schema.ts) that the reconciliation reads. */
export async function createRoundsTable(gamesDb: Db): Promise<void> {
  await gamesDb.execute(sql`
    create table rounds (id uuid primary key, player_id text not null, game_code text not null,
      stake bigint not null, payout bigint not null, state text not null,
      lease_until timestamptz not null, extra_bets integer not null default 0)`);
}

export interface RoundRow {
  id?: string;
  playerId: number;
  gameCode: string;
  stake: number;
  payout?: number;
  state: 'open' | 'debited' | 'settled' | 'refunded' | 'void';
  leaseUntil: Date;
  extraBets?: number;
}

/** A round of the game server; answers its id. */
export async function insertRound(gamesDb: Db, round: RoundRow): Promise<string> {
  const id = round.id ?? randomUUID();
  await gamesDb.execute(sql`
    insert into rounds (id, player_id, game_code, stake, payout, state, lease_until, extra_bets)
    values (${id}, ${String(round.playerId)}, ${round.gameCode}, ${round.stake}, ${round.payout ?? 0},
      ${round.state}, ${round.leaseUntil.toISOString()}, ${round.extraBets ?? 0})`);
  return id;
}
