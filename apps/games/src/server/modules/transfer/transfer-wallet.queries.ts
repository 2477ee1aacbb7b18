import { eq, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.ts';
import { players, transferMoves, transferWallets } from '../../db/schema.ts';

export type TransferMove = typeof transferMoves.$inferSelect;

/**
 * The player's wallet row, made on first use and locked for the transaction: one player's moves
 * take turns, so each decides against the balance it changes.
 */
export async function lockTransferWallet(tx: GamesDb, playerId: string): Promise<number> {
  await tx.insert(players).values({ id: playerId }).onConflictDoNothing();
  await tx.insert(transferWallets).values({ playerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: transferWallets.balance })
    .from(transferWallets)
    .where(eq(transferWallets.playerId, playerId))
    .for('update');
  if (!row) throw new Error(`transfer wallet ${playerId} vanished`);
  return row.balance;
}

/** The player's balance without a lock (0 for a player who never had one). */
export async function readTransferBalance(db: GamesDb, playerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: transferWallets.balance })
    .from(transferWallets)
    .where(eq(transferWallets.playerId, playerId));
  return row?.balance ?? 0;
}

export async function findTransferMove(db: GamesDb, id: string): Promise<TransferMove | undefined> {
  const [row] = await db.select().from(transferMoves).where(eq(transferMoves.id, id));
  return row;
}

/** The rollback recorded against a bet, if any: it bars that bet from landing later. */
export async function findRollbackOf(db: GamesDb, betId: string): Promise<TransferMove | undefined> {
  const [row] = await db
    .select()
    .from(transferMoves)
    .where(sql`${transferMoves.reference} = ${betId} and ${transferMoves.kind} = 'rollback'`);
  return row;
}

/** Records a move with its answer and sets the wallet's balance to the move's `balanceAfter`. */
export async function recordTransferMove(
  tx: GamesDb,
  move: typeof transferMoves.$inferInsert,
): Promise<void> {
  await tx.insert(transferMoves).values(move);
  await tx
    .update(transferWallets)
    .set({ balance: move.balanceAfter, updatedAt: sql`now()` })
    .where(eq(transferWallets.playerId, move.playerId));
}
