import { z } from 'zod';
import { MAX_WON, zText, ZWonBalance } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, ZIdParams } from './list.ts';

/** Basis points of the stake (100 = 1%), 0..10,000. */
export const ZBasisPoints = z.number().int().min(0).max(10_000);
/** Comp earned per settled stake, by game type. */
export const ZCompRates = z.strictObject({ slot: ZBasisPoints, casino: ZBasisPoints, sport: ZBasisPoints });

export const ZLevelRecord = z.object({
  /** The level number (react-admin's id). */
  id: z.number().int().min(1),
  level: z.number().int().min(1),
  name: z.string(),
  /** The name in the other languages; an empty one shows the Korean name on that language's site. */
  otherNames: z.object({ en: z.string(), ja: z.string(), zh: z.string(), vi: z.string() }),
  /** Completed deposits that raise a member to this level. */
  upgradeDeposits: z.number().int().min(0),
  rates: z.object({ slot: z.number().int(), casino: z.number().int(), sport: z.number().int() }),
  memberCount: z.number().int().min(0),
});

const ZOtherNames = z
  .strictObject({
    en: zText(30, 0).default(''),
    ja: zText(30, 0).default(''),
    zh: zText(30, 0).default(''),
    vi: zText(30, 0).default(''),
  })
  .default({ en: '', ja: '', zh: '', vi: '' });
/** What an admin writes of a level beside its number. */
const ZLevelFields = {
  name: zText(30),
  otherNames: ZOtherNames,
  upgradeDeposits: ZWonBalance.max(MAX_WON).default(0),
  rates: ZCompRates,
};

const BASE = '/backoffice/api/levels';

/** Reading is for every staff member (setting a member's level needs the list); writing is admin only. */
export const levelEndpoints = {
  'levels.list': defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'operator',
    query: listQuery(['level'], {}),
    answer: listAnswer(ZLevelRecord),
  }),
  'levels.get': defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    access: 'operator',
    params: ZIdParams,
    answer: oneAnswer(ZLevelRecord),
  }),
  /** 409 `conflict` when the level exists. */
  'levels.create': defineEndpoint({
    method: 'POST',
    path: BASE,
    access: 'admin',
    body: z.strictObject({ level: z.number().int().min(1).max(99), ...ZLevelFields }),
    answer: oneAnswer(ZLevelRecord),
  }),
  'levels.update': defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: 'admin',
    params: ZIdParams,
    body: z.strictObject(ZLevelFields),
    answer: oneAnswer(ZLevelRecord),
  }),
};
