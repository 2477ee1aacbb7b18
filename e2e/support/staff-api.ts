import { endpoints, type EndpointName } from '@haneul/contract';
import { helpTickets, staff } from '@haneul/db';
import { createTestStaffSession } from '@haneul/db/testing';
import { eq } from 'drizzle-orm';
import { API_URL, OPERATOR } from './backoffice';
import { e2eDatabase, memberIdOf } from './database';

let token: Promise<string> | undefined;

/** A session of the seeded operator's, made once per worker without the TOTP sign-in screen. */
function operatorToken(): Promise<string> {
  token ??= (async () => {
    const { db } = await e2eDatabase();
    const [operator] = await db.select({ id: staff.id }).from(staff).where(eq(staff.login, OPERATOR.login));
    if (!operator) throw new Error('no seeded operator');
    return createTestStaffSession(db, operator.id, new Date());
  })();
  return token;
}

/**
 * A back-office action as the operator's screen sends it, so that it goes through the API and
 * tells the member's streams and every instance's member cache, as a real operator's would.
 */
export async function asOperator(
  name: EndpointName,
  { params = {}, body }: { params?: Record<string, number>; body?: unknown },
): Promise<unknown> {
  const spec = endpoints[name];
  const path = spec.path.replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? ''));
  const response = await fetch(`${API_URL}${path}`, {
    method: spec.method,
    headers: { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** A note from the operator to a member, sent through the back office's endpoint. */
export async function insertNote(userId: string, title: string): Promise<void> {
  const memberId = await memberIdOf(userId);
  await asOperator('notes.send', {
    body: { target: { kind: 'member', memberId }, title, contents: `${title} — e2e` },
  });
}

/**
 * A customer-service ticket of the member's, as the help page writes it, with a staff reply the
 * member has not read yet, sent through the back office's endpoint.
 */
export async function insertAnsweredTicket(userId: string, title: string): Promise<void> {
  const { db } = await e2eDatabase();
  const memberId = await memberIdOf(userId);
  const [ticket] = await db
    .insert(helpTickets)
    .values({ memberId, title, contents: `${title} — e2e` })
    .returning({ id: helpTickets.id });
  if (!ticket) throw new Error('ticket insert returned nothing');
  await asOperator('tickets.reply', {
    params: { id: ticket.id },
    body: { contents: '확인했습니다. 답변 드립니다.' },
  });
}
