'use client';

import type { ComponentProps } from 'react';
import { Link } from '../../i18n/navigation';
import { useNotify } from '../notify';
import { useSession } from './session-provider';

/** A link to a member page: visitors get msg2001 and stay where they are. */
export function MemberLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  const session = useSession();
  const notify = useNotify();
  return (
    <Link
      {...props}
      onClick={(event) => {
        if (session.status !== 'authenticated') {
          event.preventDefault();
          void notify.show('msg2001', { tone: 'warning' });
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
