'use client';

import type { TMessageKey } from '@haneul/contract';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { BusyOverlay } from './busy-overlay';
import {
  MessageDialog,
  type MessageAction,
  type MessageEntry,
  type MessageTone,
  type TAlertKey,
} from './message-dialog';

export interface ShowOptions {
  tone?: MessageTone;
  action?: MessageAction;
  /** Closes by itself after this long (a success that is followed by a reload). */
  autoCloseMs?: number;
}

export interface Notify {
  /**
   * Shows a message; resolves when it is closed, true if the member followed its action. Messages
   * queue, one at a time.
   */
  show(key: TAlertKey, options?: ShowOptions): Promise<boolean>;
  /** Asks a yes/no question; resolves true on confirm. */
  confirm(key: TMessageKey): Promise<boolean>;
  /** Shows a loading message until the returned function is called. */
  busy(key: TMessageKey): () => void;
}

const NotifyContext = createContext<Notify | null>(null);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<MessageEntry[]>([]);
  const [busyKey, setBusyKey] = useState<TMessageKey | null>(null);
  const nextId = useRef(1);

  const push = useCallback((entry: Omit<MessageEntry, 'id'>) => {
    setQueue((current) => [...current, { ...entry, id: nextId.current++ }]);
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      show: (key, options = {}) =>
        new Promise<boolean>((resolve) => push({ key, ...options, kind: 'message', resolve })),
      confirm: (key) =>
        new Promise<boolean>((resolve) => push({ key, tone: 'warning', kind: 'confirm', resolve })),
      busy: (key) => {
        setBusyKey(key);
        return () => setBusyKey((current) => (current === key ? null : current));
      },
    }),
    [push],
  );

  const current = queue[0];
  const close = (answer: boolean) => {
    current?.resolve(answer);
    setQueue((entries) => entries.slice(1));
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {busyKey ? <BusyOverlay messageKey={busyKey} /> : null}
      {current ? <MessageDialog key={current.id} entry={current} onClose={close} /> : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider');
  return notify;
}
