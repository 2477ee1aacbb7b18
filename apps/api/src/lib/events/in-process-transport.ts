import type { BusTransport } from './event-bus.ts';

/**
 * The transport of one process alone: what an API on the embedded database runs (PGlite allows one
 * process, so there is no other instance to reach), and the tests' default. Delivered on a later
 * turn, as a message from another instance would be.
 */
export function inProcessTransport(): BusTransport {
  let deliver: ((payload: string) => void) | null = null;
  return {
    send: async (payload) => {
      setImmediate(() => deliver?.(payload));
    },
    listen: async (onPayload) => {
      deliver = onPayload;
    },
    close: async () => {
      deliver = null;
    },
  };
}
