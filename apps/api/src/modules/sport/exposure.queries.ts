import { sql } from 'drizzle-orm';
import { sportExposure, type Db } from '@haneul/db';

export type ExposureScope = (typeof sportExposure.$inferSelect)['scope'];

/**
 * Adds `amount` to a scope's liability only if the total stays within `cap`, in one statement:
 * the row lock of the upsert serialises concurrent bets on one scope, and the guard is read under
 * it, so two bets can never pass a cap together. Answers false (and changes nothing) when the cap
 * would be passed.
 */
export async function addExposure(
  tx: Db,
  { scope, scopeId, amount, cap }: { scope: ExposureScope; scopeId: number; amount: number; cap: number },
): Promise<boolean> {
  if (amount > cap) return false;
  const { rows } = await tx.execute(sql`
    insert into ${sportExposure} (scope, scope_id, liability) values (${scope}, ${scopeId}, ${amount})
    on conflict (scope, scope_id) do update set liability = ${sportExposure.liability} + excluded.liability
     where ${sportExposure.liability} + excluded.liability <= ${cap}
    returning liability`);
  return rows.length === 1;
}

/** What a scope stands to lose now (0 for one with no bets yet). */
export async function exposureOf(tx: Db, scope: ExposureScope, scopeId: number): Promise<number> {
  const { rows } = await tx.execute<{ liability: string }>(sql`
    select liability::text from ${sportExposure} where scope = ${scope} and scope_id = ${scopeId}`);
  return Number(rows[0]?.liability ?? 0);
}

/**
 * Settled bets no longer stand to lose anything: their liabilities leave every scope they were
 * counted in, added up per scope and written in one statement (a scope's rows in a fixed order).
 */
export async function releaseExposures(
  tx: Db,
  releases: readonly { scope: ExposureScope; scopeId: number; amount: number }[],
): Promise<void> {
  const totals = new Map<string, { scope: ExposureScope; scopeId: number; amount: number }>();
  for (const release of releases) {
    const key = `${release.scope}:${release.scopeId}`;
    const known = totals.get(key);
    totals.set(key, { ...release, amount: (known?.amount ?? 0) + release.amount });
  }
  if (totals.size === 0) return;
  const rows = [...totals.values()].sort((a, b) => a.scope.localeCompare(b.scope) || a.scopeId - b.scopeId);
  const values = sql.join(
    rows.map(({ scope, scopeId, amount }) => sql`(${scope}::text, ${scopeId}::bigint, ${amount}::bigint)`),
    sql`, `,
  );
  // Locked first in the one order every writer uses (placement's too), then updated together.
  await tx.execute(sql`
    select 1 from ${sportExposure} e join (values ${values}) as v (scope, scope_id, amount)
        on e.scope = v.scope and e.scope_id = v.scope_id
     order by e.scope, e.scope_id for update of e`);
  await tx.execute(sql`
    update ${sportExposure} set liability = greatest(0, ${sportExposure.liability} - v.amount)
      from (values ${values}) as v (scope, scope_id, amount)
     where ${sportExposure.scope} = v.scope and ${sportExposure.scopeId} = v.scope_id`);
}
