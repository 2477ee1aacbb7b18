import { z } from 'zod';
import { ZSiteDomain } from './agent-page-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { oneAnswer } from './list.ts';

const amount = z.number().int().min(1).max(1_000_000_000_000);
/** A switch stored as a number setting: 1 on, 0 off. */
const flag = z.number().int().min(0).max(1);

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
  pointMin: amount,
  popupHideHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
  helpPageSize: z.number().int().min(1).max(100),
  withdrawApprovalThreshold: amount,
  adjustmentAdminThreshold: amount,
  /** The sportsbook's caps: the payout of one bet, and the liability per selection, event and member. */
  sportMaxPayout: amount,
  sportSelectionLiability: amount,
  sportEventLiability: amount,
  sportMemberLiability: amount,
  /** How long a raised or removed play limit waits (hours): 24, 72 or 168 by jurisdiction. */
  playLimitCoolingOffHours: z
    .number()
    .int()
    .min(24)
    .max(24 * 30),
  /** Safer slot play (docs/protection.md#game-window): the least spin cycle in ms (0: none). */
  slotMinSpinMs: z.number().int().min(0).max(60_000),
  /** 1 allowed, 0 not. */
  slotAutoplayAllowed: flag,
  slotTurboAllowed: flag,
  /** 1: a win of at most the stake is celebrated as a gain; 0: it is shown quietly. */
  slotCelebrateAtOrBelowStake: flag,
  /** The largest slot stake per spin in won; 0 leaves each title's own maximum. */
  slotMaxStake: z.number().int().min(0).max(1_000_000_000_000),
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
