import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haneul/contract';
import { authRequired } from '../../lib/api-errors.ts';
import { accessGuard } from '../../plugins/access-guard.ts';
import { MemberStream, type StreamContext } from './member-stream.ts';
import { openSseChannel } from './sse-channel.ts';
import { StaffStream } from './staff-stream.ts';
import { StreamHub } from './stream-hub.ts';
import { liveMemberSession } from './stream.queries.ts';

/**
 * The live streams (docs/live.md): `GET /public/stream`, the signed-in member's events, which the
 * site passes on at `/api/stream`; and the back office's queue stream. Both end when the server
 * closes, before it waits for its connections.
 */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  const context: StreamContext = {
    db: app.db,
    clock: app.clock,
    onError: (error) => app.log.warn({ err: error }, 'live stream read failed'),
  };
  const hub = new StreamHub(app.bus);
  app.addHook('preClose', async () => hub.close());
  app.decorate('streams', hub);

  app.get('/public/stream', async (request, reply) => {
    if (!request.member) throw authRequired();
    const { memberId, sessionId } = request.member;
    const session = await liveMemberSession(app.db, sessionId, app.clock());
    if (!session) throw authRequired();
    const stream = new MemberStream(context, memberId, sessionId, openSseChannel(reply));
    hub.addMember(stream);
    stream.start(session);
  });

  const staffStream = endpoints['live.stream'];
  app.route({
    method: staffStream.method,
    url: staffStream.path,
    config: { access: staffStream.access, endpoint: 'live.stream' },
    onRequest: accessGuard(app, staffStream.access),
    handler: async (request, reply) => {
      if (!request.staff) throw authRequired();
      hub.addStaff(new StaffStream(context, request.staff.sessionId, openSseChannel(reply)));
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The streams this instance holds (the bench counts them). */
    streams: StreamHub;
  }
}
