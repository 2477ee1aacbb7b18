import { type LiveMessage, readLiveBatch } from './live-message.ts';

/** The channel of every instance's messages, on PostgreSQL and on Redis alike. */
export const LIVE_CHANNEL = 'haneul_live';

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a flush is cut into payloads below
 * this (Redis takes anything, and the same size keeps one code path).
 */
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * How long messages gather before they are sent: under a burst of wallet bets one NOTIFY (and one
 * parse on every instance) carries a few milliseconds' worth, rather than one per event-loop turn,
 * for a delay no member can see.
 */
const GATHER_MS = 5;

/**
 * A failed send is tried again after this pause, until it goes: another instance's member cache
 * keeps what an unheard event should have made it forget (docs/live.md).
 */
const RESEND_MS = 1_000;

/**
 * Distinct messages kept while sends fail. Past it they give way to one message that makes every
 * instance forget every member and every stream read its balance again: what the dropped messages
 * would have done, and more.
 */
const MAX_WAITING = 10_000;
const EVERYONE = JSON.stringify({ to: 'member', memberId: null, kind: 'balance' } satisfies LiveMessage);

/**
 * How messages leave this instance and arrive from every instance (this one included). `onGap` is
 * told when the listening connection is lost (`lost`: messages may go unheard from now) and when
 * it listens again (`restored`): what was missed in between is unknown.
 */
export interface BusTransport {
  send(payload: string): Promise<void>;
  listen(onPayload: (payload: string) => void, onGap?: (state: BusGap) => void): Promise<void>;
  close(): Promise<void>;
}

export type BusGap = 'lost' | 'restored';

/**
 * Events between API instances: whichever instance committed a change publishes it after the
 * commit, and every instance hands it to the streams it holds. Publishing never waits and never
 * fails its caller: messages of the same few milliseconds go out together, in as few payloads as
 * fit (a burst of wallet bets costs a NOTIFY per flush, not one each). A failed send is reported and
 * tried again every RESEND_MS, with what was published meanwhile, until it goes or the bus closes.
 */
export interface EventBus {
  publish(message: LiveMessage): void;
  subscribe(handler: (message: LiveMessage) => void): () => void;
  /** Told when this instance stops hearing the others and when it hears them again. */
  onGap(handler: (state: BusGap) => void): () => void;
  /** Resolves once what was published so far has been sent (tests, shutdown). */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

export async function createEventBus(
  transport: BusTransport,
  onError: (error: unknown) => void,
  { resendMs = RESEND_MS }: { resendMs?: number } = {},
): Promise<EventBus> {
  const handlers = new Set<(message: LiveMessage) => void>();
  const gapHandlers = new Set<(state: BusGap) => void>();
  await transport.listen(
    (payload) => {
      for (const message of readLiveBatch(payload)) for (const handler of handlers) handler(message);
    },
    (state) => {
      for (const handler of gapHandlers) handler(state);
    },
  );

  let queue: string[] = [];
  let sending: Promise<void> | null = null;
  let closing = false;
  /** The unsent messages back at the front of the queue, or the one that stands for all of them. */
  const keepUnsent = (unsent: string[]) => {
    const waiting = [...new Set([...unsent, ...queue])];
    if (waiting.length > MAX_WAITING) {
      onError(new Error(`live bus: ${waiting.length} unsent messages stand down for one to everyone`));
      queue = [EVERYONE];
    } else {
      queue = waiting;
    }
  };
  const sendQueued = async (): Promise<void> => {
    while (queue.length > 0) {
      const groups = payloadGroups([...new Set(queue)]);
      queue = [];
      for (const [index, group] of groups.entries()) {
        try {
          await transport.send(`[${group.join(',')}]`);
        } catch (error) {
          onError(error);
          if (closing) break;
          keepUnsent(groups.slice(index).flat());
          await new Promise((resolve) => setTimeout(resolve, resendMs));
          break;
        }
      }
    }
    sending = null;
  };

  return {
    publish(message) {
      queue.push(JSON.stringify(message));
      // Sends once the gathering time is over; a send under way takes what arrives meanwhile
      // when it is done.
      sending ??= new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS)).then(sendQueued);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    flushed: async () => {
      while (sending) await sending;
    },
    async close() {
      closing = true;
      while (sending) await sending;
      handlers.clear();
      gapHandlers.clear();
      await transport.close();
    },
  };
}

/** Serialized messages in groups whose JSON array stays under the payload limit. */
function payloadGroups(messages: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 2;
  for (const message of messages) {
    const added = Buffer.byteLength(message) + 1;
    if (current.length > 0 && size + added > MAX_PAYLOAD_BYTES) {
      out.push(current);
      current = [];
      size = 2;
    }
    current.push(message);
    size += added;
  }
  if (current.length > 0) out.push(current);
  return out;
}
