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
}

/**
 * `user-health-check` straight to the API over HTTP (every member's browser polls it every 30 s),
 * with a real session on PostgreSQL: session lookup, balances and counts per request.
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
    return {
      connections,
      seconds,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    };
  } finally {
    await api.close();
  }
}
