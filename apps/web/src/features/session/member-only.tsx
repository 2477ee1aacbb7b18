'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname, useRouter } from '../../i18n/navigation';
import { useSession } from './session-provider';
import { useAskToSignIn } from './use-ask-to-sign-in';

/**
 * Wraps a member page (deposit, withdraw, comp, my page, bets, help, notes, notices). The brief blocks
 * visitors from these: one who arrives by URL is told msg2001 with a sign-in button that comes back
 * to this page, and is taken home if they close it instead; one whose session ends on the page is
 * taken home. Nothing of the page renders until the member is known.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const askToSignIn = useAskToSignIn();
  const router = useRouter();
  const pathname = usePathname();
  const handled = useRef(false);
  // A session that ends here was already announced (msg2001) by the session feature: only leave.
  const wasMember = useRef(false);

  useEffect(() => {
    if (session.status === 'authenticated') wasMember.current = true;
    if (session.status !== 'unauthenticated' || handled.current) return;
    handled.current = true;
    if (wasMember.current) router.replace('/');
    else
      void askToSignIn(pathname + window.location.search).then((signingIn) => {
        if (!signingIn) router.replace('/');
      });
  }, [session.status, askToSignIn, router, pathname]);

  return session.status === 'authenticated' ? children : null;
}
