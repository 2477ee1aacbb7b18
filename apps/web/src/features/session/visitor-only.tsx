'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from '../../i18n/navigation';
import { returnPathFrom } from './return-path';
import { useSession } from './session-provider';

/**
 * Wraps the sign-in and registration pages: a member already signed in when the page opens has
 * nothing to do there and is taken on (to the page a `/login?next=` names, else home), whether they
 * arrive by URL, a bookmark or the back button. Signing in on the page is the page's own
 * business: `/login` goes on itself, and registration first welcomes the member it has just
 * signed in.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const router = useRouter();
  const [arrivedSignedIn] = useState(session.status === 'authenticated');

  useEffect(() => {
    if (arrivedSignedIn) router.replace(returnPathFrom(window.location.search) ?? '/');
  }, [arrivedSignedIn, router]);

  return arrivedSignedIn ? null : children;
}
