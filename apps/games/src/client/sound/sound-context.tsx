import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { playSound, type SoundName } from './synth.ts';

/**
 * Sound is off until the player switches it on (a casino window that starts shouting is the first
 * thing people close), and the choice is remembered for the next game window.
 */
const STORAGE_KEY = 'haneul.game.sound';

interface SoundControl {
  enabled: boolean;
  toggle: () => void;
  play: (name: SoundName) => void;
}

const SoundContext = createContext<SoundControl>({ enabled: false, toggle: () => {}, play: () => {} });

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function SoundProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(readStored);
  const toggle = useCallback(() => {
    setEnabled((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Private windows may refuse storage; the toggle still works for this window.
      }
      if (next) playSound('click');
      return next;
    });
  }, []);
  const play = useCallback(
    (name: SoundName) => {
      if (enabled) playSound(name);
    },
    [enabled],
  );
  const value = useMemo(() => ({ enabled, toggle, play }), [enabled, toggle, play]);
  return <SoundContext.Provider value={value}>{children}</SoundContext.Provider>;
}

export function useSound(): SoundControl {
  return useContext(SoundContext);
}
