import autocannon from 'autocannon';
import { callTable } from '@haneul/contract';
import { createTestMember, createTestSession, fundTestMember } from '@haneul/db/testing';
import { startApiOnPostgres } from './lib/api-on-postgres.ts';

export interface HealthFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The same process's `/healthz` (one `select 1`), same connections and duration, right after. */
  healthzPerSecond: number;
  healthzP99Ms: number;
}

/**
 * `user-health-check` straight to the API over HTTP (every member's browser polls it every 30 s),
 * with a real session on PostgreSQL: the session and the member's row come from the instance's
 * member cache while nothing of theirs changes (lib/member-cache.ts). The same process's
 * `/healthz`, which runs `select 1`, is measured right after as the yardstick.
 */
export async function benchHealthCheck(connections: number, seconds: number): Promise<HealthFigures> {
  const api = await startApiOnPostgres();
  try {
    const member = await createTestMember(api.database.db);
    await fundTestMember(api.database.db, member.id, 500_000);
    const token = await createTestSession(api.database.db, member.id, new Date());
    const result = await autocannon({
      url: `${api.url}${callTable['user-health-check'].path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
      connections,
      duration: seconds,
    });
    const healthz = await autocannon({ url: `${api.url}/healthz`, connections, duration: seconds });
    return {
      connections,
      seconds,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + healthz.non2xx,
      healthzPerSecond: healthz.requests.average,
      healthzP99Ms: healthz.latency.p99,
    };
  } finally {
    await api.close();
  }
}
