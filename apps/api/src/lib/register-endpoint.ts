import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints, type TFieldError } from '@haneul/contract';
import { accessGuard } from '../plugins/access-guard.ts';
import type { AgentPrincipal } from '../plugins/agent-session.ts';
import type { StaffPrincipal } from '../plugins/staff-session.ts';
import { invalidFields } from '@haneul/server-kit';

type Spec<N extends EndpointName> = Endpoints[N];
type Access<N extends EndpointName> = Spec<N>['access'];

export interface EndpointContext<N extends EndpointName> {
  params: z.output<Spec<N>['params']>;
  query: z.output<Spec<N>['query']>;
  body: z.output<Spec<N>['body']>;
  /** Set for staff endpoints: the signed-in staff member, role already checked. */
  staff: Access<N> extends 'operator' | 'admin' ? StaffPrincipal : null;
  /** Set for agent-page endpoints: the agent whose subtree bounds every read. */
  agent: Access<N> extends 'agent' ? AgentPrincipal : null;
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}

export type EndpointAnswer<N extends EndpointName> = z.input<Spec<N>['answer']>;

/**
 * Mounts one endpoint of the contract's table: its method and path, the role guard (on request,
 * before the body is read), validation of params, query string and body with field reasons, and
 * the answer checked against the contract as it is serialized. CSV endpoints answer text/csv.
 */
export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (context: EndpointContext<N>) => Promise<EndpointAnswer<N>>,
): void {
  const spec: Spec<N> = endpoints[name];
  const csv = spec.format === 'csv';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    config: { access: spec.access, endpoint: name },
    ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
    schema: csv ? {} : { response: { 200: spec.answer } },
    onRequest: accessGuard(app, spec.access),
    handler: async (request, reply) => {
      const errors: TFieldError[] = [];
      const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
        const parsed = schema.safeParse(value ?? {});
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues) {
          errors.push({
            field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
            reason:
              issue.code === 'unrecognized_keys' ? `unknown field: ${issue.keys.join(', ')}` : issue.message,
          });
        }
        return undefined as z.output<S>;
      };
      const params = parse(spec.params, request.params);
      const query = parse(spec.query, request.query);
      const body = parse(spec.body, request.body);
      if (errors.length > 0) throw invalidFields(...errors);
      const context = {
        params,
        query,
        body,
        staff: request.staff,
        agent: request.agent,
        request,
        reply,
        now: app.clock(),
      } as EndpointContext<N>;
      const answer = await app.inFlight.run(() => handler(context));
      if (csv) {
        const file = `${spec.path.split('/').pop() ?? 'report.csv'}`;
        reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`);
      }
      return answer;
    },
  });
}
