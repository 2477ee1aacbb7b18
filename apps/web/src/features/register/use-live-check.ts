'use client';

import { useEffect, useState } from 'react';

export type LiveCheck = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/** How long typing must pause before the server is asked. */
export const LIVE_CHECK_DELAY_MS = 450;

/**
 * Asks the server whether a value is free once typing stops. Only well-formed values are asked
 * about; an answer for a value that has since changed is dropped.
 */
export function useLiveCheck(
  value: string,
  wellFormed: boolean,
  ask: (value: string) => Promise<'free' | 'taken' | 'failed'>,
): LiveCheck {
  const [state, setState] = useState<{ value: string; check: LiveCheck }>({ value: '', check: 'idle' });

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ value, check: 'checking' });
      void ask(value).then((check) => {
        if (current) setState({ value, check });
      });
    }, LIVE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, wellFormed, ask]);

  return wellFormed && state.value === value ? state.check : 'idle';
}
