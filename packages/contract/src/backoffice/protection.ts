import { z } from 'zod';
import { ZDateTime, ZId, zMultilineText } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qId, ZIdParams } from './list.ts';
import {
  ZExclusionRow,
  ZHarmMarkerRow,
  ZLimitEventRow,
  ZMemberProtection,
  ZProtectionReviewAction,
  ZProtectionReviewRow,
} from './protection-records.ts';

const BASE = '/backoffice/api/protection';

/**
 * Player protection for staff (docs/protection.md#back-office): a member's limits, their history
 * and exclusions, read-only, since staff cannot lift what a member chose; an admin's correction of
 * an exclusion entered in error; the markers of harm and the reviews staff write about them.
 */
export const protectionEndpoints = {
  'members.protection': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/members/:id/protection',
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZMemberProtection),
  }),
  'limitEvents.list': defineEndpoint({
    method: 'GET',
    path: `${BASE}/limit-events`,
    access: 'operator',
    query: listQuery(['id'], { memberId: qId }),
    answer: listAnswer(ZLimitEventRow),
  }),
  'exclusions.list': defineEndpoint({
    method: 'GET',
    path: `${BASE}/exclusions`,
    access: 'operator',
    query: listQuery(['id'], { memberId: qId }),
    answer: listAnswer(ZExclusionRow),
  }),
  /**
   * Admins only: sets the end of an exclusion entered in error (`'now'` ends it at the server's
   * time, so no browser clock or minute-wide field can put the end before a start seconds ago),
   * with the reason kept on the row and in the audit log; `members.excluded_until` follows the
   * exclusions left. An end before the start is `invalid` (`endsAt: before_start`).
   */
  'exclusions.correct': defineEndpoint({
    method: 'POST',
    path: `${BASE}/exclusions/:id/correct`,
    access: 'admin',
    params: ZIdParams,
    body: z.strictObject({ endsAt: z.union([z.literal('now'), ZDateTime]), reason: zMultilineText(200) }),
    answer: oneAnswer(ZExclusionRow),
  }),
  /** Members showing at least one marker of harm now, most markers first by default. */
  'harmMarkers.list': defineEndpoint({
    method: 'GET',
    path: `${BASE}/markers`,
    access: 'operator',
    query: listQuery(['markerCount', 'id'], {}),
    answer: listAnswer(ZHarmMarkerRow),
  }),
  'protectionReviews.list': defineEndpoint({
    method: 'GET',
    path: `${BASE}/reviews`,
    access: 'operator',
    query: listQuery(['id'], { memberId: qId }),
    answer: listAnswer(ZProtectionReviewRow),
  }),
  /** A review of a member's markers; an unknown member is `invalid` (`memberId: unknown_member`). */
  'protectionReviews.create': defineEndpoint({
    method: 'POST',
    path: `${BASE}/reviews`,
    access: 'operator',
    body: z.strictObject({ memberId: ZId, action: ZProtectionReviewAction, note: zMultilineText(1000) }),
    answer: oneAnswer(ZProtectionReviewRow),
  }),
};
