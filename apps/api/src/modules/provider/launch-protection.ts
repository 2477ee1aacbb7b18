import type { SiteSettings } from '@haneul/db';
import type { TProviderProtection } from '@haneul/contract';
import type { RedeemedLaunch } from './launch-code.queries.ts';

/**
 * The protection `authenticate` hands the provider: the member's reality-check interval counted
 * from the launch (a game session is not tied to the site sign-in it came from), and the operator's
 * safer slot play settings as the protocol words them (switches as booleans, no cap as null).
 */
export function launchProtection(
  launch: Pick<RedeemedLaunch, 'realityCheckMinutes' | 'launchedAt'>,
  settings: SiteSettings,
): TProviderProtection {
  return {
    realityCheckMinutes: launch.realityCheckMinutes,
    sessionStartedAt: launch.launchedAt.toISOString(),
    slot: {
      minSpinMs: settings.slotMinSpinMs,
      autoplayAllowed: settings.slotAutoplayAllowed === 1,
      turboAllowed: settings.slotTurboAllowed === 1,
      celebrateAtOrBelowStake: settings.slotCelebrateAtOrBelowStake === 1,
      maxStake: settings.slotMaxStake > 0 ? settings.slotMaxStake : null,
    },
  };
}
