import type { z } from 'zod';

/**
 * A signed-in session kept in sessionStorage: it dies with the tab, so a shared operator machine
 * does not keep a staff session alive after the window is closed. What is read back is checked
 * against its schema; anything else (an old shape, a hand edit) counts as signed out.
 */
export interface TokenStore<T> {
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

export function createTokenStore<T>(key: string, schema: z.ZodType<T>, storage?: Storage): TokenStore<T> {
  const store = () => storage ?? globalThis.sessionStorage;
  return {
    read() {
      const raw = store().getItem(key);
      if (raw === null) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: fall through and forget it.
      }
      store().removeItem(key);
      return undefined;
    },
    write(value) {
      store().setItem(key, JSON.stringify(value));
    },
    clear() {
      store().removeItem(key);
    },
  };
}

/** True while a session lasts; the API has the last word, this only saves a doomed round trip. */
export function isLive(session: { expiresAt: string } | undefined, now = new Date()): boolean {
  return session !== undefined && Date.parse(session.expiresAt) > now.getTime();
}
