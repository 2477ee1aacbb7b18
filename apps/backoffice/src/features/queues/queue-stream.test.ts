import { describe, expect, it } from 'vitest';
import type { TStaffStreamRequest } from '@haneul/contract';
import { openQueueStream } from './queue-stream';

/** A server that answers the stream with these lines, then holds it open. */
function streamingFetch(text: string, seen: Request[]) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
}

describe('the queues’ stream', () => {
  it('sends the session’s token, hands on each request event and drops what it cannot read', async () => {
    const seen: Request[] = [];
    const heard: TStaffStreamRequest[] = [];
    const live: boolean[] = [];
    const close = openQueueStream({
      token: () => 'staff-token',
      onRequest: (request) => heard.push(request),
      onLive: (open) => live.push(open),
      baseUrl: 'http://backoffice.test',
      fetch: streamingFetch(
        [
          ':\n\n',
          'event: request\ndata: {"request":"deposit","id":7,"created":true}\n\n',
          'event: request\ndata: not json\n\n',
          'event: request\ndata: {"request":"lottery","id":1,"created":true}\n\n',
          'event: request\ndata: {"request":"withdraw","id":8,"created":false}\n\n',
        ].join(''),
        seen,
      ),
    });
    await expect.poll(() => heard.length).toBe(2);
    close();
    expect(heard).toEqual([
      { request: 'deposit', id: 7, created: true },
      { request: 'withdraw', id: 8, created: false },
    ]);
    expect(live).toEqual([true]);
    expect(seen[0]?.url).toBe('http://backoffice.test/backoffice/api/stream');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer staff-token');
  });
});
