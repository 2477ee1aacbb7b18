import { callTable } from '@haneul/contract';
import { headers } from 'next/headers';
import { readClientContext } from '../proxy/client-context';
import { forwardCall } from '../proxy/forward-call';
import { readSessionToken } from '../proxy/session-cookie';

/** How many notices the home page's box shows (PRODUCT.md §2). */
const HOME_NOTICE_COUNT = 5;

export interface NoticeItem {
  id: number;
  title: string;
  date: string;
}

/** `null` means the list could not be loaded: the page says so instead of failing. */
export type NoticeList = NoticeItem[] | null;

/**
 * The home page's notices, fetched on the server through the same forwarding path the browser's
 * calls take, with the visitor's host so the API can filter notices by domain.
 */
export async function loadNotices(): Promise<NoticeList> {
  const spec = callTable['get-user-notices'];
  const incoming = await headers();
  const upstream = await forwardCall({
    path: spec.path,
    body: spec.body.parse({}),
    token: readSessionToken(incoming),
    client: readClientContext(incoming),
  });
  if (!upstream.ok) return null;

  const answer = spec.answer.safeParse(upstream.answer);
  if (!answer.success) return null;
  return answer.data.notices
    .slice(0, HOME_NOTICE_COUNT)
    .map((notice) => ({ id: notice.id, title: notice.title, date: notice.lastDate }));
}
