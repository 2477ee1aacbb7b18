import type { TestApp } from '../../testing/test-app.ts';
import { createTestMember, createTestSession } from '@haneul/db/testing';

/** An agent member signed in on the member site, with an agent-page session made through the handoff. */
export async function agentOnPage(t: TestApp, overrides: Parameters<typeof createTestMember>[1] = {}) {
  const member = await createTestMember(t.database.db, { playType: 'agent', ...overrides });
  const memberToken = await createTestSession(t.database.db, member.id, t.clock());
  const { code } = (await t.call('user-agent-handoff', {}, memberToken)).json();
  const exchanged = await t.app.inject({ method: 'POST', url: '/agent/api/exchange', payload: { code } });
  return { ...member, memberToken, token: exchanged.json().token as string };
}
