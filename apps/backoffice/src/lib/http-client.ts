import { HttpError } from 'react-admin';
import { reasonMessage } from '../i18n/reasons.messages';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** JSON over fetch with the session's bearer token; failures become react-admin HttpErrors. */
export interface HttpClient {
  json<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  blob(path: string, options?: RequestOptions): Promise<Blob>;
}

export interface HttpClientOptions {
  baseUrl: string;
  token: () => string | undefined;
  fetch?: typeof fetch;
}

/** `?a=1&b=x&b=y`: empty values are left out, so an unset filter never reaches the API. */
export function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function createHttpClient({ baseUrl, token, fetch: fetchImpl }: HttpClientOptions): HttpClient {
  const send = async (path: string, { method = 'GET', query, body, signal }: RequestOptions = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await (fetchImpl ?? globalThis.fetch)(`${baseUrl}${path}${toSearch(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw await toHttpError(response);
    return response;
  };
  return {
    async json<T>(path: string, options?: RequestOptions) {
      const response = await send(path, options);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
    async blob(path, options) {
      return (await send(path, options)).blob();
    },
  };
}

interface FieldReason {
  field: string;
  reason: string;
}

/**
 * The API answers failures as `{ status, errors?: [{ field, reason }] }`. The message is a
 * translation key (`app.errors.<status>`), so notifications read in the operator's language, and
 * field reasons land in `body.errors`, where react-admin forms show them under their inputs.
 */
async function toHttpError(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as { status?: unknown; errors?: unknown };
  const status = typeof body.status === 'string' ? body.status : statusFromHttp(response.status);
  const errors = Array.isArray(body.errors)
    ? Object.fromEntries(
        (body.errors as FieldReason[]).map(({ field, reason }) => [field, reasonMessage(reason)]),
      )
    : undefined;
  return new HttpError(`app.errors.${status}`, response.status, { ...body, status, errors });
}

function statusFromHttp(code: number): string {
  if (code === 400) return 'invalid';
  if (code === 401) return 'auth';
  if (code === 403) return 'forbidden';
  if (code === 404) return 'not_found';
  return 'error';
}
