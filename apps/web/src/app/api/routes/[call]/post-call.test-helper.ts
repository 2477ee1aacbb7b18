import { POST } from './route';

/** One POST through the route handler, as Next calls it, with a JSON content type unless overridden. */
export function postCall(
  name: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new Request(`http://localhost:3000/api/routes/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body ?? '',
  });
  return POST(request, { params: Promise.resolve({ call: name }) });
}

/** The same with a streamed body, which has no length unless a header says one. */
export function postStream(
  name: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`http://localhost:3000/api/routes/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ call: name }) });
}
