import { z } from 'zod';
import { zTextVersions, ZTextVersionsRecord } from '../content-language.ts';
import { ZDateTime, zMultilineText, zText } from '../fields.ts';
import { NOTE_TEMPLATE_KEYS } from '../note-templates.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer } from './list.ts';

const ZNoteTemplateKey = z.enum(NOTE_TEMPLATE_KEYS);

export const ZNoteTemplateRecord = z.object({
  /** The template's key (react-admin's id): which automatic note it writes. */
  id: ZNoteTemplateKey,
  title: z.string(),
  contents: z.string(),
  /** The other languages; an empty one sends the Korean text to members of that language. */
  translations: ZTextVersionsRecord,
  updatedAt: ZDateTime,
});

/**
 * The Korean title and body and the other languages'. A placeholder the template does not offer
 * answers `invalid` with `unknown_placeholder` on the field that names it.
 */
export const ZNoteTemplateInput = z.strictObject({
  title: zText(200),
  contents: zMultilineText(5_000),
  translations: zTextVersions(zMultilineText(5_000, 0)),
});

const BASE = '/backoffice/api/note-templates';
const ZKeyParams = z.strictObject({ id: ZNoteTemplateKey });

/** The automatic notes' texts: a fixed set, read by every staff member and rewritten by operators. */
export const noteTemplateEndpoints = {
  'note-templates.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['id'], {}),
    answer: listAnswer(ZNoteTemplateRecord),
  }),
  'note-templates.get': defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZKeyParams,
    answer: oneAnswer(ZNoteTemplateRecord),
  }),
  'note-templates.update': defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZKeyParams,
    body: ZNoteTemplateInput,
    answer: oneAnswer(ZNoteTemplateRecord),
  }),
};
