import type { FastifyInstance } from 'fastify';
import { uploadedBannerId } from '@haneul/contract';
import { registerCall } from '../../lib/register-call.ts';
import { requestSiteHost } from '../../lib/site-host.ts';
import { findBannerImage } from './banners.queries.ts';
import { listBanners } from './banners.service.ts';
import { askAccount, deleteAllHelp, listHelp, readHelp, writeHelp } from './help.service.ts';
import { writePassHelp } from './pass-help.service.ts';
import { listNotices, listPopups, readNotice } from './notices.service.ts';
import { deleteAllNotes, deleteNote, listNotes, readAllNotes, readNote } from './notes.service.ts';

/** Customer service, notices, popups, the home banners and notes. Member calls act on the session's member only. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Reading or deleting their notes and replies changes the member's unread counts: their other
  // tabs and every instance's health check hear of it.
  const toldCounts = async <T>(memberId: number, answer: Promise<T>): Promise<T> => {
    const done = await answer;
    app.live.counts(memberId);
    return done;
  };

  // An uploaded carousel image, as the site's /api/banner-images/<id> serves it: the type
  // recognised on upload, never sniffed, and cached for good (an upload never changes).
  app.get<{ Params: { id: string } }>('/public/banner-images/:id', async (request, reply) => {
    const id = uploadedBannerId(`/api/banner-images/${request.params.id}`);
    const image = id === null ? undefined : await findBannerImage(db, id);
    if (!image) return reply.code(404).send({ status: 'not_found' });
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.data, 'base64'));
  });

  registerCall(app, 'user-write-help', ({ body, member }) =>
    writeHelp(db, {
      memberId: member.memberId,
      title: body.title,
      contents: body.contents,
      now: app.clock(),
    }),
  );
  registerCall(app, 'get-help-list', ({ body, member }) =>
    listHelp(db, { memberId: member?.memberId ?? null, page: body.page }),
  );
  registerCall(app, 'read-help-message', ({ body, member }) =>
    toldCounts(member.memberId, readHelp(db, { memberId: member.memberId, id: body.id, now: app.clock() })),
  );
  registerCall(app, 'del-all-help', ({ member }) =>
    toldCounts(member.memberId, deleteAllHelp(db, { memberId: member.memberId, now: app.clock() })),
  );
  registerCall(app, 'user-write-pass-help', ({ body, request }) =>
    writePassHelp(db, { ...body, ip: request.ip, now: app.clock() }),
  );
  registerCall(app, 'user-ask-account', ({ member }) =>
    askAccount(db, { memberId: member.memberId, now: app.clock() }),
  );

  registerCall(app, 'get-user-notices', ({ body, request }) =>
    listNotices(db, { host: requestSiteHost(request), page: body.page, language: body.lang }),
  );
  registerCall(app, 'read-notice', ({ body, request }) =>
    readNotice(db, { host: requestSiteHost(request), id: body.id, language: body.lang }),
  );
  registerCall(app, 'get-advertisement', ({ body }) =>
    listBanners(db, { now: app.clock(), language: body.lang }),
  );
  registerCall(app, 'get-notice-popup', ({ body, request }) =>
    listPopups(db, { host: requestSiteHost(request), now: app.clock(), language: body.lang }),
  );

  registerCall(app, 'get-user-note', ({ body, member }) =>
    listNotes(db, { memberId: member.memberId, page: body.page }),
  );
  registerCall(app, 'read-note-message', ({ body, member }) =>
    toldCounts(member.memberId, readNote(db, { memberId: member.memberId, id: body.id, now: app.clock() })),
  );
  registerCall(app, 'read-all-note', ({ member }) =>
    toldCounts(member.memberId, readAllNotes(db, { memberId: member.memberId, now: app.clock() })),
  );
  registerCall(app, 'del-note-message', ({ body, member }) =>
    toldCounts(member.memberId, deleteNote(db, { memberId: member.memberId, id: body.id, now: app.clock() })),
  );
  registerCall(app, 'user-del-note', ({ member }) =>
    toldCounts(member.memberId, deleteAllNotes(db, { memberId: member.memberId, now: app.clock() })),
  );
}
