'use client';

import { useQuery } from '@tanstack/react-query';
import { HELP_LIST_KEY, loadHelpList } from '../help';
import { useSession } from '../session';
import { ListBox, type ListEntry } from './list-box';
import { HOME_LIST_SIZE } from './home-list-size';

interface HomeHelpsProps {
  /** The first tickets as the server rendered them, and whether it rendered them for a member. */
  initial: ListEntry[] | null;
  signedInOnServer: boolean;
  texts: { heading: string; more: string; empty: string; signIn: string; unavailable: string };
}

/**
 * Home's customer-service box. It follows the session without a reload: signing in from the
 * drawer loads the member's tickets (the server rendered the page for a visitor), signing out
 * hides them.
 */
export function HomeHelps({ initial, signedInOnServer, texts }: HomeHelpsProps) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const fetched = useQuery({
    queryKey: [...HELP_LIST_KEY, 1],
    queryFn: () => loadHelpList(1),
    enabled: signedIn && !signedInOnServer,
  });
  const fromQuery = fetched.data?.items
    .slice(0, HOME_LIST_SIZE)
    .map((item) => ({ id: item.id, title: item.title, date: item.lastDate }));
  const entries = signedIn
    ? (fromQuery ?? (signedInOnServer ? initial : []))
    : signedInOnServer
      ? []
      : initial;

  return (
    <ListBox
      name="helps"
      heading={texts.heading}
      moreLabel={texts.more}
      moreHref="/help"
      entryHref={(id) => `/help?id=${id}`}
      entries={fetched.isError ? null : entries}
      emptyText={signedIn ? texts.empty : texts.signIn}
      unavailableText={texts.unavailable}
    />
  );
}
