import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loginFailures, type Db } from '@haneul/db';

/** How many answers of each `status` a burst got. */
export function tally(answers: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const { status } = answer.json<{ status: string }>();
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** Sends `size` requests at once, not one after another: the race the lockout must win. */
export function burst(
  size: number,
  send: (index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: size }, (_, index) => send(index)));
}

/**
 * Waits until a key has counted `attempts`, so a test can act while a burst is still being
 * checked (its secrets still hashing) rather than after it settled.
 */
export async function waitForAttempts(db: Db, key: string, attempts: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
    if ((row?.failures ?? 0) >= attempts) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`${key} never counted ${attempts} attempts`);
}
