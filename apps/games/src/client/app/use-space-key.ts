import { useEffect, useRef } from 'react';

/**
 * Space plays the main action (spin, deal) from anywhere in the window, except where space already
 * means something: typing in a field, or pressing the focused button itself (which would then act
 * twice).
 */
export function useSpaceKey(action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a, [contenteditable="true"], [role="dialog"]'))
        return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
