import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does with a wallet call: pass it on; cut the connection before it reaches the
 * wallet; pass it on but cut the answer (the money moved, the caller cannot know); hold it before
 * the wallet sees it; or pass it on and hold the answer.
 */
export type ProxyRule = 'forward' | 'refuse' | 'drop-answer' | 'hold' | 'hold-answer';

export interface HeldCall {
  action: string;
  body: Record<string, unknown>;
  /** `deliver`: forward it (hold) or hand its answer back (hold-answer); else cut it off unseen. */
  release(options: { deliver: boolean }): Promise<void>;
}

/** A wallet in front of the real one, between the game server and the API, for failure tests. */
export interface WalletProxy {
  url: string;
  rules: Partial<Record<string, ProxyRule>>;
  /** Resolves with the next call held under `action` (at once when one is waiting). */
  nextHeld(action: string): Promise<HeldCall>;
  close(): Promise<void>;
}

export async function startWalletProxy(upstreamUrl: string): Promise<WalletProxy> {
  const rules: WalletProxy['rules'] = {};
  const held: HeldCall[] = [];
  const waiters: { action: string; resolve: (call: HeldCall) => void }[] = [];
  const hold = (call: HeldCall) => {
    const waiter = waiters.findIndex((w) => w.action === call.action);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(call);
    else held.push(call);
  };

  const forward = async (req: IncomingMessage, raw: string) => {
    const response = await fetch(`${upstreamUrl}${req.url}`, {
      method: 'POST',
      body: raw,
      headers: Object.fromEntries(
        ['content-type', 'x-provider-timestamp', 'x-provider-signature'].map((h) => [
          h,
          String(req.headers[h]),
        ]),
      ),
    });
    return { status: response.status, text: await response.text() };
  };
  const answer = (res: ServerResponse, { status, text }: { status: number; text: string }) => {
    if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(text);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const action = req.url?.split('/').pop() ?? '';
      const body = JSON.parse(raw) as Record<string, unknown>;
      const rule = rules[action] ?? 'forward';
      if (rule === 'refuse') return void res.destroy();
      if (rule === 'hold') {
        return hold({
          action,
          body,
          release: async ({ deliver }) =>
            deliver ? answer(res, await forward(req, raw)) : void res.destroy(),
        });
      }
      void forward(req, raw).then((upstream) => {
        if (rule === 'drop-answer') return void res.destroy();
        if (rule === 'forward') return answer(res, upstream);
        hold({
          action,
          body,
          release: async ({ deliver }) => (deliver ? answer(res, upstream) : void res.destroy()),
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rules,
    nextHeld: (action) => {
      const index = held.findIndex((call) => call.action === action);
      if (index >= 0) return Promise.resolve(held.splice(index, 1)[0] as HeldCall);
      return new Promise((resolve) => waiters.push({ action, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
