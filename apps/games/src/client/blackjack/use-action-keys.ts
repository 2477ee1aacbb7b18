import { useEffect, useEffectEvent } from 'react';
import type { TBlackjackAction } from '../../protocol/round-api.ts';

/** The keys of the decisions, as the buttons announce them (`aria-keyshortcuts`). */
export const ACTION_KEYS: Record<TBlackjackAction, string> = {
  hit: 'H',
  stand: 'S',
  double: 'D',
  split: 'P',
  surrender: 'R',
  insurance: 'I',
  noInsurance: 'N',
};

/**
 * A decision's key plays it from anywhere in the window while it is on offer, except while the
 * player types (a field) or reads the help (a dialog). Unlike Space, a letter never presses the
 * focused button, so it works right after a click too.
 */
export function useActionKeys(
  offered: readonly TBlackjackAction[],
  act: (action: TBlackjackAction) => void,
): void {
  const onLetter = useEffectEvent((letter: string) => {
    const action = offered.find((candidate) => ACTION_KEYS[candidate] === letter);
    if (action) act(action);
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], dialog'))
        return;
      onLetter(event.key.toUpperCase());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
