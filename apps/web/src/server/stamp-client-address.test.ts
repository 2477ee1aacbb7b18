import { createServer, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../features/proxy/client-address-header';
import { stampClientAddress } from './stamp-client-address';
import { type IsTrustedProxy, parseTrustedProxies } from './trusted-proxies';

let isTrusted: IsTrustedProxy = parseTrustedProxies('');
let port = 0;
/** A real server doing what server.ts does before Next, answering the headers Next would see. */
const server = createServer((request, response) => {
  stampClientAddress(request, isTrusted);
  response.end(JSON.stringify(request.headers));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function headersSeen(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(text) as IncomingHttpHeaders));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('stampClientAddress', () => {
  it('replaces a forged X-Forwarded-For and internal header with the connection address', async () => {
    isTrusted = parseTrustedProxies('');
    const seen = await headersSeen({
      'x-forwarded-for': '203.0.113.7',
      [CLIENT_ADDRESS_HEADER]: '198.51.100.1',
    });
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('takes the address a trusted front proxy appended', async () => {
    isTrusted = parseTrustedProxies('loopback');
    const seen = await headersSeen({ 'x-forwarded-for': '203.0.113.7, 198.51.100.4' });
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4');
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
  });
});
