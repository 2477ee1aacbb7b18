import { useEffect, useEffectEvent } from 'react';

/**
 * Space plays the main action (spin, deal) from anywhere in the window, except where space already
 * means something: typing in a field, or pressing the focused button itself (which would then act
 * twice).
 */
export function useSpaceKey(action: () => void): void {
  // The listener stays for the window's life and always runs the latest render's action.
  const onSpace = useEffectEvent(action);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a, [contenteditable="true"], [role="dialog"]'))
        return;
      event.preventDefault();
      onSpace();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
