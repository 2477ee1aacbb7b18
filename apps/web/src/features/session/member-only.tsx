'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '../../i18n/navigation';
import { useNotify } from '../notify';
import { useSession } from './session-provider';

/**
 * Wraps a member page (deposit, withdraw, comp, my page, bets, help, notes, notices). The brief
 * blocks visitors from these: one who arrives by URL, or whose session ends on the page, is told
 * msg2001 and taken home. Nothing of the page renders until the member is known.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const notify = useNotify();
  const router = useRouter();
  const handled = useRef(false);
  // A session that ends here was already announced (msg2001) by the session feature: only leave.
  const wasMember = useRef(false);

  useEffect(() => {
    if (session.status === 'authenticated') wasMember.current = true;
    if (session.status !== 'unauthenticated' || handled.current) return;
    handled.current = true;
    if (wasMember.current) router.replace('/');
    else void notify.show('msg2001', { tone: 'warning' }).then(() => router.replace('/'));
  }, [session.status, notify, router]);

  return session.status === 'authenticated' ? children : null;
}
