import { streamEvents, type TStreamEventName, type TStreamEvents } from '@haneul/contract';

export { STREAM_EVENT_NAMES } from '@haneul/contract';

/** One event's data as the contract has it, or null for anything else (the stream is trusted no further). */
export function parseStreamEvent<K extends TStreamEventName>(name: K, raw: string): TStreamEvents[K] | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = streamEvents[name].safeParse(data);
  return parsed.success ? (parsed.data as TStreamEvents[K]) : null;
}
