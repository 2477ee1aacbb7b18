import { z } from 'zod';
import { ZBannerImage, ZBannerLink } from '../banner.ts';
import { ZContentLanguage } from '../content-language.ts';
import { statusOnly, ZIdBody, ZPageBody, ZPageInfo } from '../common.ts';
import { ZDateTime, ZEmpty, ZId, zMultilineText, zText } from '../fields.ts';
import { ZUserId } from '../member.ts';
import { defineCall } from './define-call.ts';
import { ZPhone } from './user.ts';

export const ZHelpState = z.enum(['open', 'answered', 'closed']);
export const ZHelpSummary = z.object({
  id: ZId,
  title: z.string(),
  lastDate: ZDateTime,
  state: ZHelpState,
  unread: z.boolean(),
});
export const ZHelpReply = z.object({ id: ZId, contents: z.string(), createdAt: ZDateTime });
export const ZHelpDetail = ZHelpSummary.extend({
  contents: z.string(),
  createdAt: ZDateTime,
  replies: z.array(ZHelpReply),
});

export const ZNoticeSummary = z.object({
  id: ZId,
  title: z.string(),
  lastDate: ZDateTime,
  domain: z.string(),
});
export const ZNoticeDetail = ZNoticeSummary.extend({ contents: z.string() });

/** Popup contents are HTML sanitized on write; clients sanitize again on render. */
export const ZPopup = z.object({
  id: ZId,
  domain: z.string(),
  posX: z.number().int(),
  posY: z.number().int(),
  title: z.string(),
  titleColor: z.string(),
  contents: z.string(),
});

/** A home carousel banner, its headline already in the asked language (Korean where none is written). */
export const ZAdBanner = z.object({
  id: ZId,
  image: ZBannerImage,
  headline: z.string(),
  link: ZBannerLink,
});
export type TAdBanner = z.infer<typeof ZAdBanner>;

export const ZNoteSummary = z.object({ id: ZId, title: z.string(), createdAt: ZDateTime, read: z.boolean() });
export const ZNoteDetail = ZNoteSummary.extend({ contents: z.string() });

/** The language operator content is asked in: the site's, as a message-file code. */
const ZLang = ZContentLanguage.default('ko');

const success = <T extends z.ZodRawShape>(shape: T) => z.object({ status: z.literal('success'), ...shape });

export const communityCalls = {
  'user-write-help': defineCall({
    path: '/public/community/help_write',
    auth: true,
    body: z.strictObject({ title: zText(100), contents: zMultilineText(4000) }),
    answer: success({ id: ZId }),
  }),
  'read-help-message': defineCall({
    path: '/public/community/help_read',
    auth: true,
    body: ZIdBody,
    answer: z.union([success({ help: ZHelpDetail }), statusOnly('not_found')]),
  }),
  /** Visitors get an empty list: tickets belong to their member. */
  'get-help-list': defineCall({
    path: '/public/community/help_list',
    auth: false,
    body: ZPageBody,
    answer: success({ helps: z.array(ZHelpSummary), ...ZPageInfo }),
  }),
  'del-all-help': defineCall({
    path: '/public/community/help_delete_all',
    auth: true,
    body: ZEmpty,
    answer: statusOnly('success'),
  }),
  /**
   * A visitor who forgot the password asks for a new one: for a known id a `password_help` ticket
   * opens, which the operator answers with a temporary password told by phone. The answer is
   * `success` whether the id exists or not; 5 per address per 10 minutes, then `time`.
   */
  'user-write-pass-help': defineCall({
    path: '/public/community/pass_help_write',
    auth: false,
    body: z.strictObject({ userId: ZUserId, phone: ZPhone, contents: zMultilineText(1000, 0).default('') }),
    answer: statusOnly('success'),
  }),
  /** Opens a ticket asking for the deposit account; `wait` while one is still unanswered. */
  'user-ask-account': defineCall({
    path: '/public/community/account_ask',
    auth: true,
    body: ZEmpty,
    answer: z.union([success({ id: ZId }), statusOnly('wait')]),
  }),
  /** `lang` (default ko) picks each notice's version; one not written in it is shown in Korean. */
  'get-user-notices': defineCall({
    path: '/public/community/notices',
    auth: false,
    body: ZPageBody.extend({ lang: ZLang }),
    answer: success({ notices: z.array(ZNoticeSummary), ...ZPageInfo }),
  }),
  'read-notice': defineCall({
    path: '/public/community/notice_read',
    auth: false,
    body: ZIdBody.extend({ lang: ZLang }),
    answer: z.union([success({ notice: ZNoticeDetail }), statusOnly('not_found')]),
  }),
  /**
   * The brief reads a list here; `hideHours` is the operator's hide-for-period duration. `lang`
   * (default ko) picks each popup's version, as for notices.
   */
  'get-notice-popup': defineCall({
    path: '/public/community/notice_popup',
    auth: false,
    body: z.strictObject({ lang: ZLang }),
    answer: success({ popups: z.array(ZPopup), hideHours: z.number().int().positive() }),
  }),
  /**
   * The home carousel: the banners switched on and inside their schedule, in the operator's order,
   * leaving out any that leads to a game that is off, in maintenance or gone. `lang` (default ko)
   * picks the headline.
   */
  'get-advertisement': defineCall({
    path: '/public/community/advertisement',
    auth: false,
    body: z.strictObject({ lang: ZLang }),
    answer: success({ banners: z.array(ZAdBanner) }),
  }),
  'get-user-note': defineCall({
    path: '/public/community/note_list',
    auth: true,
    body: ZPageBody,
    answer: success({ notes: z.array(ZNoteSummary), ...ZPageInfo }),
  }),
  'read-note-message': defineCall({
    path: '/public/community/note_read',
    auth: true,
    body: ZIdBody,
    answer: z.union([success({ note: ZNoteDetail }), statusOnly('not_found')]),
  }),
  'read-all-note': defineCall({
    path: '/public/community/note_read_all',
    auth: true,
    body: ZEmpty,
    answer: statusOnly('success'),
  }),
  'del-note-message': defineCall({
    path: '/public/community/note_delete',
    auth: true,
    body: ZIdBody,
    answer: z.union([statusOnly('success'), statusOnly('not_found')]),
  }),
  /** The brief's delete-all: any params are ignored. */
  'user-del-note': defineCall({
    path: '/public/community/note_delete_all',
    auth: true,
    body: z.looseObject({}).transform(() => ({})),
    answer: statusOnly('success'),
  }),
};
