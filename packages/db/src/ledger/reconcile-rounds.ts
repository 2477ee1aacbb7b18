import { BUILT_IN_TRANSFER_PROVIDER_CODE } from '@haneul/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { DriftOfKind } from '../schema/index.ts';
import { driftFrom, driftOf, type SqlRunner } from './drift-query.ts';

/** The built-in game server's provider code: its rounds are the wallet's `haneul` transactions. */
const GAMES_PROVIDER = 'haneul';
/**
 * An unfinished round is in flight until its lease ends (two wallet timeouts and 2 s); then the
 * server's recovery loop (every 10 s) finishes it. One still unfinished this long after its lease is
 * stuck.
 */
export const STUCK_AFTER_MS = 5 * 60_000;
/** Rounds (and wallet bets) compared per query: bounds memory and the size of each statement. */
const PAGE = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FinishedRound extends Record<string, unknown> {
  id: string;
  player_id: string;
  game_code: string;
  stake: string | number;
  payout: string | number;
  state: 'settled' | 'refunded' | 'void';
  /** A blackjack hand's extra bets (doubles, splits, insurance): `<round>:bet:1` … `:bet:<n>`. */
  extra_bets: string | number;
}

/** A wallet transaction of a round, as the checks below need it. */
interface WalletRecord extends Record<string, unknown> {
  transaction_id: string;
  member_id: string;
  game_code: string;
  amount: string | number;
  ok: boolean;
  landed: boolean;
  rolled_back: boolean;
}

export interface RoundsDrift {
  settledRounds: DriftOfKind;
  refundedRounds: DriftOfKind;
  voidRounds: DriftOfKind;
  stuckRounds: DriftOfKind;
  unknownRounds: DriftOfKind;
}

/**
 * The game server's rounds (its own database, `gamesDb`) against the wallet's transactions of the
 * `haneul` provider, which carry ids `<round>:bet`, `<round>:win` and `<round>:rollback` (and a
 * blackjack hand's extra bets `<round>:bet:<n>`, n up to its `extra_bets`, each rolled back by
 * `<round>:rollback:<n>` when its answer was lost). A settled round kept its first bet, the bets it
 * kept (landed, not refunded) are all OK for the same member (the round's player) and game and add
 * up to its stake, and its win of the payout is OK for them too; a refunded round kept no bet and
 * paid no win; a void round moved nothing; no round is still open or debited STUCK_AFTER_MS past its
 * lease at `now`. The other way, every `haneul` bet names a round the game server knows. The two
 * databases are compared page by page, never joined.
 */
export async function reconcileRounds(db: Db, gamesDb: SqlRunner, now: Date): Promise<RoundsDrift> {
  const drifted = { settled: [] as string[], refunded: [] as string[], void: [] as string[] };
  for await (const page of finishedRounds(gamesDb)) {
    const records = await walletRecordsOf(db, page);
    for (const round of page) {
      if (!roundMatches(round, records)) drifted[round.state].push(round.id);
    }
  }
  return {
    settledRounds: driftFrom(drifted.settled),
    refundedRounds: driftFrom(drifted.refunded),
    voidRounds: driftFrom(drifted.void),
    stuckRounds: await driftOf(
      gamesDb,
      sql`select id::text as sample from rounds
           where state in ('open', 'debited')
             and lease_until < ${new Date(now.getTime() - STUCK_AFTER_MS).toISOString()}::timestamptz`,
    ),
    unknownRounds: driftFrom(await unknownRounds(db, gamesDb)),
  };
}

/** A round's bet ids: the first stake's, then each extra bet's. */
const betIds = (round: FinishedRound): string[] => [
  `${round.id}:bet`,
  ...Array.from({ length: Number(round.extra_bets) }, (_, i) => `${round.id}:bet:${i + 1}`),
];

function roundMatches(round: FinishedRound, records: Map<string, WalletRecord>): boolean {
  // Looked up by id alone: money a round did not keep is drift whoever it went to.
  const bets = betIds(round).map((id) => records.get(id));
  const win = records.get(`${round.id}:win`);
  const kept = bets.filter((bet): bet is WalletRecord => bet?.landed === true && !bet.rolled_back);
  if (round.state === 'settled') {
    const ofRound = (record: WalletRecord | undefined) =>
      record?.ok === true && record.member_id === round.player_id && record.game_code === round.game_code;
    const staked = kept.reduce((sum, bet) => sum + Number(bet.amount), 0);
    return (
      bets[0] !== undefined &&
      kept.includes(bets[0]) &&
      kept.every(ofRound) &&
      staked === Number(round.stake) &&
      ofRound(win) &&
      Number(win?.amount) === Number(round.payout)
    );
  }
  if (round.state === 'refunded') return kept.length === 0 && win?.landed !== true;
  return !bets.some((bet) => bet?.landed) && win?.landed !== true;
}

/**
 * The transfer-wallet provider's games on the same server (`cloud-<title>`): their rounds move the
 * money held at the game server, never the API's wallet, so they have no wallet records to match;
 * the ledger sees their play as settlements (reconcile-game-transfers.ts).
 */
const TRANSFER_GAMES = `${BUILT_IN_TRANSFER_PROVIDER_CODE}-%`;

/** The game server's finished rounds of the seamless games, a page at a time, in id order. */
async function* finishedRounds(gamesDb: SqlRunner): AsyncGenerator<FinishedRound[]> {
  let after: string | null = null;
  for (;;) {
    // A uuid orders as its lowercase text does, so the text of the last id is the next key.
    const { rows }: { rows: FinishedRound[] } = await gamesDb.execute<FinishedRound>(sql`
      select id::text as id, player_id, game_code, stake, payout, state, extra_bets from rounds
       where state in ('settled', 'refunded', 'void') and game_code not like ${TRANSFER_GAMES}
         and ${after === null ? sql`true` : sql`id > ${after}::uuid`}
       order by id limit ${PAGE}`);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The wallet's bets and win of each round of the page, by transaction id. */
async function walletRecordsOf(db: Db, page: FinishedRound[]): Promise<Map<string, WalletRecord>> {
  const ids = page.flatMap((round) => [...betIds(round), `${round.id}:win`].map((id) => sql`${id}`));
  const { rows } = await db.execute<WalletRecord>(sql`
    select transaction_id, member_id::text as member_id, game_code, amount, status = 'OK' as ok,
           entry_id is not null as landed, rolled_back_at is not null as rolled_back
      from provider_transactions
     where provider_code = ${GAMES_PROVIDER} and transaction_id in (${sql.join(ids, sql`, `)})`);
  return new Map(rows.map((row) => [row.transaction_id, row]));
}

/** Rounds of `haneul` bets the game server does not know, a page of bets at a time. */
async function unknownRounds(db: Db, gamesDb: SqlRunner): Promise<string[]> {
  const unknown = new Set<string>();
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string | number; round_id: string }>(sql`
      select id, round_id from provider_transactions
       where provider_code = ${GAMES_PROVIDER} and kind = 'bet' and id > ${after}
       order by id limit ${PAGE}`);
    const roundIds = [...new Set(rows.map((row) => row.round_id))];
    // A round id that is not a uuid cannot be one of the server's (and would fail the cast).
    const candidates = roundIds.filter((id) => UUID.test(id));
    const known = new Set<string>();
    if (candidates.length > 0) {
      const found = await gamesDb.execute<{ id: string }>(sql`
        select id::text as id from rounds
         where id in (${sql.join(
           candidates.map((id) => sql`${id.toLowerCase()}::uuid`),
           sql`, `,
         )})`);
      for (const row of found.rows) known.add(row.id);
    }
    for (const id of roundIds) if (!known.has(id.toLowerCase())) unknown.add(id);
    if (rows.length < PAGE) return [...unknown];
    after = Number(rows[rows.length - 1]!.id);
  }
}
