/** A JSON answer that is never cached, with any number of `Set-Cookie` headers. */
export function jsonResponse(body: unknown, status: number, cookies: readonly string[] = []): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}
