import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { oneAnswer } from './list.ts';

const amount = z.number().int().min(1).max(1_000_000_000_000);

/** Every operator setting (the API's SETTING_DEFAULTS; a test fails if the lists drift apart). */
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
