import { type EndpointName, endpoints, type Endpoints } from '@haneul/contract';
import { createEndpointClient, createTransport, type EndpointClient } from '@haneul/contract/client';
import { toReactAdminError } from './react-admin-error';

/** The back office's and the agent page's client: the contract's endpoint table, one session's token. */
export type ApiClient = EndpointClient<Endpoints>;

export interface ApiClientOptions {
  /** The session's bearer token, read on every request (it changes at sign-in and sign-out). */
  token: () => string | undefined;
  /** The contract's paths are absolute (/backoffice/api/...): same origin in production, proxied by Vite in dev. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Calls by endpoint name through the contract's generic client (method, path and query from the
 * table, answers checked against it); failures throw react-admin's HttpError.
 */
export function createApiClient({ token, baseUrl = '', fetch }: ApiClientOptions): ApiClient {
  const bearer = token;
  return createEndpointClient({
    table: endpoints,
    transport: createTransport({
      baseUrl,
      fetch,
      headers: () => {
        const value = bearer();
        return { authorization: value ? `Bearer ${value}` : undefined };
      },
    }),
    mapError: toReactAdminError,
  });
}

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}
