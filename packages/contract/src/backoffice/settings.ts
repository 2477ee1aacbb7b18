import { z } from 'zod';
import { ZSiteDomain } from './agent-page-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { oneAnswer } from './list.ts';

const amount = z.number().int().min(1).max(1_000_000_000_000);

/**
 * Every operator setting: the API's number settings (SETTING_DEFAULTS; a test fails if the lists
 * drift apart) and the operator's domains.
 */
export const ZSettingValues = z.strictObject({
  depositMin: amount,
  depositMax: amount,
  withdrawMin: amount,
  withdrawMax: amount,
  compMin: amount,
  popupHideHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
  helpPageSize: z.number().int().min(1).max(100),
  withdrawApprovalThreshold: amount,
  adjustmentAdminThreshold: amount,
  /**
   * The operator's own site domains, stored as the member site compares hosts (`haneul.bet` for
   * `www.haneul.bet`): no agent can ask for one, and none is approved or prefills an agent's code.
   */
  operatorDomains: z.array(ZSiteDomain).max(50),
});
export type TSettingValues = z.infer<typeof ZSettingValues>;
/** The one settings record; `id` is always `site` (react-admin's getOne / update). */
export const ZSiteSettingsRecord = ZSettingValues.extend({ id: z.literal('site') });

export const settingsEndpoints = {
  'settings.get': defineEndpoint({
    method: 'GET',
    path: '/backoffice/api/settings',
    access: 'admin',
    answer: oneAnswer(ZSiteSettingsRecord),
  }),
  /** Any subset of the values; a minimum above its maximum is `invalid`. `id` may be sent and is ignored. */
  'settings.update': defineEndpoint({
    method: 'PUT',
    path: '/backoffice/api/settings',
    access: 'admin',
    body: ZSettingValues.partial().extend({ id: z.literal('site').optional() }),
    answer: oneAnswer(ZSiteSettingsRecord),
  }),
};
