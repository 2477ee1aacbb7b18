import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { preparedFor } from './prepared.ts';
import { settings } from './schema/index.ts';

/** The operator settings the code reads, and their values when no row overrides them. */
export const SETTING_DEFAULTS = {
  /** Deposit and withdraw limits per request, whole won. */
  depositMin: 10_000,
  depositMax: 10_000_000,
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  /** The least comp a member may convert to cash at once. */
  compMin: 10_000,
  /** The least points a member may convert to cash at once. */
  pointMin: 10_000,
  /** How long "hide for 24 hours" hides a popup. */
  popupHideHours: 24,
  /** Help tickets per page (the wire's maxCount). */
  helpPageSize: 10,
  /** A withdrawal above this needs a second staff member's approval before it is paid. */
  withdrawApprovalThreshold: 1_000_000,
  /**
   * An operator's balance adjustments of one Korean day, added up in both directions, stay within
   * this; beyond it adjustments are for admins only.
   */
  adjustmentAdminThreshold: 1_000_000,
  /** The most one sport bet may pay, stake included. */
  sportMaxPayout: 50_000_000,
  /**
   * What the house may stand to lose (potential payouts less stakes, multis counted on every leg)
   * on one selection, on one event, and to one member's open sport bets.
   */
  sportSelectionLiability: 100_000_000,
  sportEventLiability: 300_000_000,
  sportMemberLiability: 50_000_000,
  /**
   * How long a raised or removed play limit waits before the member may confirm it: 24 hours by
   * default, 72 or 168 where the jurisdiction asks for it.
   */
  playLimitCoolingOffHours: 24,
  /**
   * Safer slot play, per jurisdiction (UKGC asks for all of it), sent to game providers with the
   * wallet's `authenticate` answer. The least time from one slot spin's start to the next, in ms
   * (0: none; UKGC's is 2500).
   */
  slotMinSpinMs: 0,
  /** 1 or 0: whether a slot may spin by itself (autoplay), and whether it may play faster (turbo). */
  slotAutoplayAllowed: 1,
  slotTurboAllowed: 1,
  /** 1 or 0: whether a slot win of at most the stake is celebrated (animation, sound) like a gain. */
  slotCelebrateAtOrBelowStake: 1,
  /** The largest slot stake per spin, whole won (0: the title's own maximum). */
  slotMaxStake: 0,
} as const satisfies Record<string, number>;

export type TSettingKey = keyof typeof SETTING_DEFAULTS;
export type SiteSettings = { [K in TSettingKey]: number };

const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as TSettingKey[];

/**
 * The site settings: each row in `settings` overrides its default. A row whose value is not a
 * whole number (a hand edit gone wrong) is ignored rather than trusted, so limits stay sane.
 */
export async function siteSettings(db: Db): Promise<SiteSettings> {
  // Read by every money call: prepared once per handle rather than rebuilt and re-planned each time.
  const rows = await preparedFor(db, 'site_settings', (handle) =>
    handle
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, SETTING_KEYS))
      .prepare('site_settings'),
  ).execute();
  const result: SiteSettings = { ...SETTING_DEFAULTS };
  for (const { key, value } of rows) {
    if (isSettingKey(key) && typeof value === 'number' && Number.isSafeInteger(value)) result[key] = value;
  }
  return result;
}

function isSettingKey(key: string): key is TSettingKey {
  return Object.hasOwn(SETTING_DEFAULTS, key);
}

/** The settings row of the operator's own site domains: a list of text, apart from the numbers. */
export const OPERATOR_DOMAINS_KEY = 'operatorDomains';

/**
 * The operator's own site domains, as `siteHost` gives them: no agent may claim one. None until
 * staff list them; a value that is not a list of text is ignored, as a bad number setting is.
 */
export async function operatorDomains(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, OPERATOR_DOMAINS_KEY));
  const value: unknown = row?.value;
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
}
