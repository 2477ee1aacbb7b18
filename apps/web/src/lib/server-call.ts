import { type CallName, type CallTable, callTable } from '@haneul/contract';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { readClientContext } from '../features/proxy/client-context';
import { forwardCall } from '../features/proxy/forward-call';
import { readSessionToken } from '../features/proxy/session-cookie';

/**
 * One call made while rendering on the server, with the visitor's cookie and host, through the
 * same forwarding path the browser's calls take. `null` when the API is unreachable or the answer
 * is not one of the call's own (a failure such as `auth`): pages render their empty state then.
 */
export async function serverCall<N extends CallName>(
  name: N,
  body: z.input<CallTable[N]['body']>,
): Promise<z.infer<CallTable[N]['answer']> | null> {
  const spec = callTable[name];
  const incoming = await headers();
  const token = readSessionToken(incoming);
  if (spec.auth && !token) return null;
  const upstream = await forwardCall({
    path: spec.path,
    body: spec.body.parse(body),
    token,
    client: readClientContext(incoming),
  });
  if (!upstream.ok) return null;
  const answer = spec.answer.safeParse(upstream.answer);
  return answer.success ? (answer.data as z.infer<CallTable[N]['answer']>) : null;
}
