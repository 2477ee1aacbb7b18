import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { TAccess } from '@haneul/contract';
import { forbidden } from '@haneul/server-kit';
import { authRequired } from '../lib/api-errors.ts';
import { findAgentSession, type AgentPrincipal } from './agent-session.ts';
import { bearerToken } from './session.ts';
import { findStaffSession, type StaffPrincipal } from './staff-session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The role an endpoint declares; every route under the guarded prefixes must have one. */
    access?: TAccess;
    /** The endpoint's name in the contract's table. */
    endpoint?: string;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    agent: AgentPrincipal | null;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declared role: what the route-guard test walks. */
    routeList: RouteSummary[];
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  access: TAccess | undefined;
}

/** Paths where a route without a declared role is refused at startup. */
export const GUARDED_PREFIXES = ['/backoffice/api/', '/agent/api/'] as const;

/**
 * The session check of a role, run on `onRequest`: before the body is even parsed, so an anonymous
 * or under-privileged request learns nothing about validation. Staff and agent sessions are looked
 * up in their own tables; a member token matches neither.
 */
export function accessGuard(app: FastifyInstance, access: TAccess): onRequestHookHandler | undefined {
  if (access === 'public') return undefined;
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (access === 'agent') {
      request.agent = token ? await findAgentSession(app.db, token, app.clock()) : null;
      if (!request.agent) throw authRequired();
      return;
    }
    request.staff = token ? await findStaffSession(app.db, token, app.clock()) : null;
    if (!request.staff) throw authRequired();
    if (access === 'admin' && request.staff.role !== 'admin') throw forbidden();
  };
}

/**
 * Deny by default: a route under /backoffice/api or /agent/api that declares no role stops the
 * server from starting, so no endpoint can be left unguarded by forgetting to say who may call it.
 */
export function registerAccessCheck(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('agent', null);
  app.decorate('routeList', [] as RouteSummary[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      app.routeList.push({ method: String(method), url: route.url, access: route.config?.access });
    }
    const guarded = GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (guarded && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access role`);
    }
  });
}
