/** The most of a body the proxy reads: the API's own limit (64 KiB), which no call comes near. */
export const BODY_LIMIT_BYTES = 65_536;

export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false };

/**
 * Reads and drops what is left of a refused body, so the connection stays usable and the client,
 * still sending, gets the answer. Nothing is kept: an endless upload costs time, not memory, until
 * Node's request timeout ends it. Cancelling the stream instead would reset the connection before
 * the answer is written.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // the client went away
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body of at most `limit` bytes. A Content-Length above it is refused before anything is
 * read; otherwise the body is read as it streams in (chunked uploads have no length) and refused as
 * soon as it passes the limit, never holding more than the limit and one chunk.
 */
export async function readLimitedBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<LimitedBody> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { ok: true, bytes: concat(chunks, size) };
    size += value.byteLength;
    if (size > limit) {
      void discardRest(reader);
      return { ok: false };
    }
    chunks.push(value);
  }
}
