import type { TStreamEventName, TStreamEvents } from '@haneul/contract';

type Handler<K extends TStreamEventName> = (event: TStreamEvents[K]) => void;

/** The page's listeners of the live stream, by event name: what the stream hears, it hands on here. */
export interface LiveHub {
  on<K extends TStreamEventName>(name: K, handler: Handler<K>): () => void;
  emit<K extends TStreamEventName>(name: K, event: TStreamEvents[K]): void;
}

export function createLiveHub(): LiveHub {
  const handlers = new Map<TStreamEventName, Set<(event: never) => void>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(name, event) {
      for (const handler of handlers.get(name) ?? []) (handler as Handler<typeof name>)(event);
    },
  };
}
