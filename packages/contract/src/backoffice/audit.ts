import { z } from 'zod';
import { ZDateTime, ZId } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qDay, qId, qText, ZIdParams } from './list.ts';

/** One staff action: who, what, on which record, the record before and after, when, from where. */
export const ZAuditRow = z.object({
  id: ZId,
  /** Null on `auth.login_failed`: a failed staff sign-in, the id tried in `targetId`. */
  staffId: ZId.nullable(),
  staffLogin: z.string().nullable(),
  /** `<area>.<verb>`, e.g. `member.adjust`, `deposit.complete`, `popup.update`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: ZDateTime,
});

/** Read-only: the log is append-only in the database itself. */
export const auditEndpoints = {
  'audit.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/audit',
    access: 'operator',
    query: listQuery(['id'], {
      staffId: qId,
      action: qText,
      targetType: qText,
      targetId: qText,
      from: qDay,
      to: qDay,
    }),
    answer: listAnswer(ZAuditRow),
  }),
  'audit.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/audit/:id',
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZAuditRow),
  }),
};
