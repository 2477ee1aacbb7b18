/**
 * A slip's request id: 16 random bytes in hex. Not `crypto.randomUUID`, which browsers give only
 * to https and localhost pages.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
