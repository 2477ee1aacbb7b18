import { z } from 'zod';
import { zTextVersions } from '../content-language.ts';
import { ZDateTime, ZId, zMultilineText, zText } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qId, qText, ZIdParams, ZNullableDateTime } from './list.ts';

export const ZTicketState = z.enum(['open', 'answered', 'closed']);
export const ZTicketKind = z.enum(['general', 'account_ask', 'password_help']);

export const ZTicketRow = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  nick: z.string(),
  kind: ZTicketKind,
  title: z.string(),
  state: ZTicketState,
  createdAt: ZDateTime,
  lastAt: ZDateTime,
  replyCount: z.number().int().min(0),
  /** The phone given with a `password_help` ticket (the operator calls it back), else null. */
  contactPhone: z.string().nullable(),
  /** The member cleared it from their list; staff keep it. */
  hiddenByMember: z.boolean(),
});
export const ZTicketReply = z.object({
  id: ZId,
  staffId: ZId.nullable(),
  staffLogin: z.string().nullable(),
  contents: z.string(),
  createdAt: ZDateTime,
  /** When the member read it; until then it counts in the member's help count (msg2004). */
  readAt: ZNullableDateTime,
});
export const ZTicketDetail = ZTicketRow.extend({ contents: z.string(), replies: z.array(ZTicketReply) });

export const ZNoteRow = z.object({
  id: ZId,
  memberId: ZId,
  userId: z.string(),
  title: z.string(),
  contents: z.string(),
  createdAt: ZDateTime,
  readAt: ZNullableDateTime,
  deletedAt: ZNullableDateTime,
});

/** Who a note goes to: one member, every active member of a level, or every active member. */
export const ZNoteTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), memberId: ZId }),
  z.strictObject({ kind: z.literal('level'), level: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal('all') }),
]);

const TICKETS = '/backoffice/api/tickets';

export const supportEndpoints = {
  /** Newest activity first by default. `q` matches the title or the member's login id. */
  'tickets.list': defineEndpoint({
    method: 'GET',
    path: TICKETS,
    access: 'operator',
    query: listQuery(['lastAt', 'id', 'createdAt'], {
      state: ZTicketState.optional(),
      kind: ZTicketKind.optional(),
      memberId: qId,
      q: qText,
    }),
    answer: listAnswer(ZTicketRow),
  }),
  'tickets.get': defineEndpoint({
    method: 'GET',
    path: `${TICKETS}/:id`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZTicketDetail),
  }),
  /** Adds a staff reply (state `answered`); the member's help count rises, so the site shows msg2004. */
  'tickets.reply': defineEndpoint({
    method: 'POST',
    path: `${TICKETS}/:id/reply`,
    access: 'operator',
    params: ZIdParams,
    body: z.strictObject({ contents: zMultilineText(4000) }),
    answer: oneAnswer(ZTicketDetail),
  }),
  /** 409 `already` when it was closed before. */
  'tickets.close': defineEndpoint({
    method: 'POST',
    path: `${TICKETS}/:id/close`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZTicketDetail),
  }),
  'notes.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/notes',
    access: 'operator',
    query: listQuery(['id', 'createdAt'], { memberId: qId, q: qText }),
    answer: listAnswer(ZNoteRow),
  }),
  /**
   * Sends a note (plain text) to one member, a level or everyone: one note per member, all in one
   * statement. Answers how many were sent (a custom action, not react-admin's create).
   */
  'notes.send': defineEndpoint({
    method: 'POST',
    path: '/backoffice/api/notes',
    access: 'operator',
    /** `translations`: the note in the other languages; each member gets the one of their language, or Korean. */
    body: z.strictObject({
      target: ZNoteTarget,
      title: zText(100),
      contents: zMultilineText(4000),
      translations: zTextVersions(zMultilineText(4000, 0), 100),
    }),
    answer: oneAnswer(z.object({ count: z.number().int().min(0) })),
  }),
};
