import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { HeaderSet } from './security-headers.ts';

/**
 * The headers helmet sends for `options`, read once: helmet's middleware sets the same values on
 * every response (no directive here is computed per request), so it runs against a recording
 * response at boot and the result is a plain header set.
 */
export function helmetHeaders(options?: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    // Helmet only sets and removes headers: the recorder is all of a response it touches.
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
