import { z } from 'zod';
import { zText } from '../fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { listAnswer, listQuery, oneAnswer, qBool, qText, ZCodeParams } from './list.ts';

/** A catalogue tile. `id` repeats `code` (react-admin wants an `id`). */
export const ZCatalogueItem = z.object({
  id: z.string(),
  code: z.string(),
  providerCode: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  imgUrl: z.string(),
  used: z.boolean(),
  sort: z.number().int(),
  /** Slot games only: the slot provider (lobby tile) the game is listed under. */
  slotProviderCode: z.string().optional(),
  /**
   * Casino and slot games only: the most a round may win per won staked, exact (the wallet refuses
   * a win beyond it); null when the game declares none, and then it takes no bets.
   */
  maxWinMultiplier: z.string().nullable().optional(),
});

/** An image path on the member site (`/images/...`) or an https URL. */
const ZImageUrl = zText(500, 0).regex(/^(\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/, 'image_url_format');

/** Any of the switch, the order and the artwork; names for typo fixes. */
export const ZCatalogueUpdate = z
  .strictObject({
    used: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    imgUrl: ZImageUrl.optional(),
    nameKo: zText(100).optional(),
    nameEn: zText(100).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing_to_change');

export const ZProviderRecord = z.object({
  id: z.string(),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  walletType: z.enum(['seamless', 'transfer']),
  launchUrl: z.string(),
  /** Under maintenance, its games do not launch (`time`) and its bets answer GAME_DISABLED. */
  maintenance: z.boolean(),
});

function catalogue<R extends z.ZodType, F extends z.ZodRawShape>(kind: string, item: R, filters: F) {
  const base = `/backoffice/api/catalogue/${kind}`;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      access: 'operator',
      query: listQuery(['sort', 'code', 'nameKo'], {
        q: qText,
        used: qBool,
        providerCode: qText,
        ...filters,
      }),
      answer: listAnswer(item),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: 'operator',
      params: ZCodeParams,
      answer: oneAnswer(item),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'operator',
      params: ZCodeParams,
      body: ZCatalogueUpdate,
      answer: oneAnswer(item),
    }),
  };
}

const casino = catalogue('casino-games', ZCatalogueItem, {});
const slotProviders = catalogue('slot-providers', ZCatalogueItem, {});
const slotGames = catalogue('slot-games', ZCatalogueItem, { slotProviderCode: qText });
const sports = catalogue('sports', ZCatalogueItem, {});

export const catalogueEndpoints = {
  'casinoGames.list': casino.list,
  'casinoGames.get': casino.get,
  'casinoGames.update': casino.update,
  'slotProviders.list': slotProviders.list,
  'slotProviders.get': slotProviders.get,
  'slotProviders.update': slotProviders.update,
  'slotGames.list': slotGames.list,
  'slotGames.get': slotGames.get,
  'slotGames.update': slotGames.update,
  'sports.list': sports.list,
  'sports.get': sports.get,
  'sports.update': sports.update,
  'providers.list': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/providers',
    access: 'operator',
    query: listQuery(['code'], { maintenance: qBool }),
    answer: listAnswer(ZProviderRecord),
  }),
  'providers.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/providers/:id',
    access: 'operator',
    params: ZCodeParams,
    answer: oneAnswer(ZProviderRecord),
  }),
  /** Switches a provider's maintenance on or off. */
  'providers.update': defineEndpoint({
    method: 'PUT',
    path: '/backoffice/api/providers/:id',
    access: 'operator',
    params: ZCodeParams,
    body: z.strictObject({ maintenance: z.boolean() }),
    answer: oneAnswer(ZProviderRecord),
  }),
};
