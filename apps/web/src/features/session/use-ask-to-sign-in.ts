'use client';

import { useCallback } from 'react';
import { useNotify } from '../notify';
import { signInHref } from './return-path';

/**
 * msg2001 with a sign-in button that comes back to `path` (a locale-free path with its query)
 * once the visitor has signed in. Resolves true if the visitor took the button.
 */
export function useAskToSignIn(): (path: string) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    (path) =>
      notify.show('msg2001', { tone: 'warning', action: { label: 'signIn', href: signInHref(path) } }),
    [notify],
  );
}
