import type { z } from 'zod';
import type { CallSpec } from '../calls/define-call.ts';
import type { TCommonFailure } from '../common.ts';
import { ClientError } from './client-error.ts';
import { readCommonFailure } from './common-failure.ts';
import type { Transport } from './transport.ts';

/** A table of calls: name → path, session need, body and answer (the contract's `callTable`). */
export type CallSpecs = Record<string, CallSpec>;

/** The body a call accepts, before the schema's defaults are applied. */
export type CallBodyOf<T extends CallSpecs, N extends keyof T> = z.input<T[N]['body']>;

/** What a call answers: its own answers or one of the failures every call may give. */
export type CallAnswerOf<T extends CallSpecs, N extends keyof T> = z.infer<T[N]['answer']> | TCommonFailure;

export interface CallOptions {
  /**
   * Check the answer against the call's schema (and the common failures): one that matches
   * neither becomes `{ status: 'error' }`. Off by default where a checked hop (the member site's
   * proxy, the API's serializer) already stands between the caller and the answer.
   */
  parse?: boolean;
  signal?: AbortSignal;
}

export interface CallClient<T extends CallSpecs> {
  /** Sends one call; never throws: every failure is one of the common failure answers. */
  call<N extends keyof T & string>(
    name: N,
    body: CallBodyOf<T, N>,
    options?: CallOptions,
  ): Promise<CallAnswerOf<T, N>>;
}

export interface CallClientOptions<T extends CallSpecs> {
  /**
   * The table itself: its paths and, for checked answers, its schemas. Left out (the client typed by
   * the table's type alone), `pathOf` names the paths and answers go unchecked: a browser bundle then
   * carries none of the table's schemas, which the member site's first page cannot afford.
   */
  table?: T;
  transport: Transport;
  /** Where a call goes: the table's path by default; the member site's proxy names calls instead. */
  pathOf?: (name: keyof T & string, spec: CallSpec | undefined) => string;
  /** Told about every answer before the caller (the member site signs the page out on `auth`). */
  onAnswer?: (answer: { status: string }) => void;
  /** Whether answers are checked when the caller does not say (see {@link CallOptions.parse}). */
  parse?: boolean;
}

export function toCommonFailure(error: ClientError): TCommonFailure {
  return (
    readCommonFailure({ ...error.extra, status: error.status, errors: error.errors }) ?? { status: 'error' }
  );
}

function readAnswer(
  spec: CallSpec | undefined,
  body: unknown,
  parse: boolean,
): { status: string } | undefined {
  if (!parse || spec === undefined) {
    const loose = body as { status?: unknown } | null;
    return typeof loose === 'object' && loose !== null && typeof loose.status === 'string'
      ? (loose as { status: string })
      : undefined;
  }
  const own = spec.answer.safeParse(body);
  if (own.success) return own.data as { status: string };
  return readCommonFailure(body);
}

/** A typed client over a call table: `client.call('get-member', {})` answers the call's own type. */
export function createCallClient<T extends CallSpecs>({
  table,
  transport,
  pathOf,
  onAnswer,
  parse: parseByDefault = false,
}: CallClientOptions<T>): CallClient<T> {
  if (!table && (!pathOf || parseByDefault)) {
    throw new Error('a call client without its table needs pathOf and cannot check answers');
  }
  const route = (name: keyof T & string): { path: string; spec?: CallSpec } => {
    const spec = table?.[name] as CallSpec | undefined;
    const path = pathOf ? pathOf(name, spec) : spec?.path;
    if (path === undefined) throw new Error(`no path for the call ${name}`);
    return { path, spec };
  };
  return {
    async call(name, body, { parse = parseByDefault, signal } = {}) {
      const { path, spec } = route(name);
      const reply = await transport.json({ method: 'POST', path, body, signal });
      let answer: { status: string };
      if (!reply.ok) answer = toCommonFailure(reply.error);
      else if (reply.httpStatus < 200 || reply.httpStatus >= 300)
        answer = toCommonFailure(ClientError.parse(reply.httpStatus, reply.body));
      else answer = readAnswer(spec, reply.body, parse) ?? { status: 'error' };
      onAnswer?.(answer);
      // The answer was checked against the table above (or by the hop in front when not parsed).
      return answer as CallAnswerOf<T, typeof name>;
    },
  };
}
