import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body: unknown;
  cookies?: string[];
  /** Waits this long before answering, to exercise the proxy's timeout. */
  delayMs?: number;
}

export interface UpstreamStub {
  url: string;
  received: ReceivedCall[];
  reply: (path: string, reply: StubReply) => void;
  close: () => Promise<void>;
}

function listen(server: Server): Promise<AddressInfo> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo)),
  );
}

/** A real HTTP server on an ephemeral port standing in for the API, recording every request. */
export async function startUpstreamStub(): Promise<UpstreamStub> {
  const received: ReceivedCall[] = [];
  const replies = new Map<string, StubReply>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const reply = replies.get(path) ?? { status: 200, body: { status: 'success' } };
      const send = () => {
        if (reply.cookies) response.setHeader('set-cookie', reply.cookies);
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });

  const address = await listen(server);
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    reply: (path, reply) => replies.set(path, reply),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port that was just free: nothing listens on it, so connecting is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const address = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${address.port}`;
}
