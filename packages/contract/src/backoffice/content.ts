import { z } from 'zod';
import { BANNER_UPLOAD_MAX_BYTES, ZBannerImage, ZBannerLink, ZBannerUploadType } from '../banner.ts';
import { zTextVersions, zTranslations, ZTextVersionsRecord } from '../content-language.ts';
import { ZDateTime, ZId, zMultilineText, zText } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qBool, qText, ZIdParams, ZNullableDateTime } from './list.ts';

/** Site domains, several separated by comma, bar or space; empty means every site. */
const ZDomains = zText(500, 0).default('');

export const ZNoticeRecord = z.object({
  id: ZId,
  title: z.string(),
  contents: z.string(),
  /** The notice in the other languages; the Korean `title` and `contents` are shown where one is empty. */
  translations: ZTextVersionsRecord,
  domains: z.string(),
  published: z.boolean(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
/** Notices are plain text: the member site renders them as text, never as markup. */
export const ZNoticeInput = z.strictObject({
  title: zText(200),
  contents: zMultilineText(20_000),
  translations: zTextVersions(zMultilineText(20_000, 0)),
  domains: ZDomains,
  published: z.boolean().default(true),
});

/** A schedule (ISO start and end, null = open) whose end, when both are set, comes after its start. */
const endsAfterStart = (schedule: { startsAt: string | null; endsAt: string | null }) =>
  !schedule.startsAt || !schedule.endsAt || schedule.startsAt < schedule.endsAt;
const ENDS_BEFORE_START = { path: ['endsAt'], message: 'ends_before_start' };

export const ZPopupRecord = z.object({
  id: ZId,
  title: z.string(),
  titleColor: z.string(),
  /** HTML, sanitized by an allow-list when written. */
  contents: z.string(),
  /** The popup in the other languages (HTML too); the Korean one is shown where one is empty. */
  translations: ZTextVersionsRecord,
  domains: z.string(),
  posX: z.number().int(),
  posY: z.number().int(),
  active: z.boolean(),
  startsAt: ZNullableDateTime,
  endsAt: ZNullableDateTime,
  createdAt: ZDateTime,
});
/**
 * `contents` is HTML; the server keeps only allowed tags and attributes (no script, style, iframe,
 * no on* handlers, no javascript: links). `startsAt`/`endsAt` (ISO, null = open) schedule it.
 */
export const ZPopupInput = z
  .strictObject({
    title: zText(200),
    titleColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'color_format')
      .default('#f5c453'),
    contents: zMultilineText(50_000),
    translations: zTextVersions(zMultilineText(50_000, 0)),
    domains: ZDomains,
    posX: z.number().int().min(0).max(4000).default(0),
    posY: z.number().int().min(0).max(4000).default(0),
    active: z.boolean().default(true),
    startsAt: ZDateTime.nullable().default(null),
    endsAt: ZDateTime.nullable().default(null),
  })
  .refine(endsAfterStart, ENDS_BEFORE_START);

export const ZBannerRecord = z.object({
  id: ZId,
  image: ZBannerImage,
  /** One headline per language; an empty one shows the Korean headline on that language's site. */
  headlines: z.object({ ko: z.string(), en: z.string(), ja: z.string(), zh: z.string(), vi: z.string() }),
  link: ZBannerLink,
  /** Smaller first on the home carousel. */
  sort: z.number().int(),
  active: z.boolean(),
  startsAt: ZNullableDateTime,
  endsAt: ZNullableDateTime,
  createdAt: ZDateTime,
});
/** A home carousel banner: `startsAt`/`endsAt` (ISO, null = open) schedule it like a popup. */
export const ZBannerInput = z
  .strictObject({
    image: ZBannerImage,
    headlines: zTranslations(120),
    link: ZBannerLink,
    sort: z.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
    startsAt: ZDateTime.nullable().default(null),
    endsAt: ZDateTime.nullable().default(null),
  })
  .refine(endsAfterStart, ENDS_BEFORE_START);

/** An uploaded banner image as the back office lists it (its bytes are served at `path`). */
export const ZBannerImageRecord = z.object({
  id: ZId,
  path: z.string(),
  contentType: ZBannerUploadType,
  size: z.number().int().positive(),
  createdAt: ZDateTime,
});

/** The bytes as base64 (strict: no line breaks), so the upload is a JSON call like the others. */
const ZBase64Image = z
  .string()
  .max(Math.ceil(BANNER_UPLOAD_MAX_BYTES / 3) * 4, 'too_large')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

/** list, get, create (POST), update (PUT, the whole input), delete: react-admin's resource. */
function resource<
  R extends z.ZodType,
  I extends z.ZodType,
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape,
>(name: string, record: R, input: I, sort: S, filters: F) {
  const base = `/backoffice/api/${name}`;
  const one = oneAnswer(record);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: 'operator',
      query: listQuery(sort, filters),
      answer: listAnswer(record),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: 'operator',
      params: ZIdParams,
      answer: one,
    }),
    create: defineEndpoint({ method: 'POST', path: base, access: 'operator', body: input, answer: one }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'operator',
      params: ZIdParams,
      body: input,
      answer: one,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'operator',
      params: ZIdParams,
      answer: one,
    }),
  };
}

const notices = resource('notices', ZNoticeRecord, ZNoticeInput, ['id', 'updatedAt', 'createdAt'], {
  q: qText,
  published: qBool,
});
const popups = resource('popups', ZPopupRecord, ZPopupInput, ['id', 'createdAt'], {
  q: qText,
  active: qBool,
});
const banners = resource('banners', ZBannerRecord, ZBannerInput, ['sort', 'id', 'createdAt'], {
  active: qBool,
});

export const contentEndpoints = {
  'notices.list': notices.list,
  'notices.get': notices.get,
  'notices.create': notices.create,
  'notices.update': notices.update,
  'notices.delete': notices.remove,
  'popups.list': popups.list,
  'popups.get': popups.get,
  'popups.create': popups.create,
  'popups.update': popups.update,
  'popups.delete': popups.remove,
  'banners.list': banners.list,
  'banners.get': banners.get,
  'banners.create': banners.create,
  'banners.update': banners.update,
  'banners.delete': banners.remove,
  /** Every uploaded image, newest first (a handful: operators keep few). */
  'banner-images.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/banner-images',
    access: 'operator',
    answer: z.object({ data: z.array(ZBannerImageRecord) }),
  }),
  /**
   * Uploads a PNG, JPEG or WebP of at most 700 KB for the carousel; `invalid` when the bytes are
   * not the type named (`not_image`) or too many (`too_large`). Uploads are kept, never replaced.
   */
  'banner-images.create': defineEndpoint({
    method: 'POST',
    path: '/backoffice/api/banner-images',
    access: 'operator',
    body: z.strictObject({ contentType: ZBannerUploadType, data: ZBase64Image }),
    answer: oneAnswer(ZBannerImageRecord),
    // The base64 of 700 KB, with room for the JSON around it.
    bodyLimit: 1_000_000,
  }),
};
