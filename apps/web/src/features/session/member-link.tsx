'use client';

import type { ComponentProps } from 'react';
import { Link } from '../../i18n/navigation';
import { useSession } from './session-provider';
import { useAskToSignIn } from './use-ask-to-sign-in';

/**
 * A link to a member page: visitors get msg2001 and stay where they are, with a sign-in button
 * that leads on to the page.
 */
export function MemberLink({ onClick, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const session = useSession();
  const askToSignIn = useAskToSignIn();
  return (
    <Link
      {...props}
      onClick={(event) => {
        if (session.status !== 'authenticated') {
          event.preventDefault();
          void askToSignIn(props.href);
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
