'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { callApi } from '../../lib/call-api';
import { useNotify } from '../notify';
import { useSession } from '../session';
import { needsTabFirst } from '../../lib/needs-tab-first';
import { gameUrlWithLanguage, gameWindowFeatures, LAUNCH_DIALOG_MS } from './launch-window';

export interface LaunchTarget {
  code: string;
  /** The provider code for casino items, the slot provider's code for slot games. */
  company: string;
  used: 'y' | 'n';
}

/** The lobby's recently played list: every launch changes it, so a launch refreshes it. */
export const RECENT_GAMES_KEY = ['recent-games'] as const;

/**
 * A game tile's click: msg2001 for visitors, msg2002 for a game that is switched off, otherwise
 * open-game behind a loading dialog (msg2217, closed after 4 s at most) and the game's window; a
 * member on a time-out or self-exclusion is told why no game opens.
 * Must be called synchronously from the click, so Safari still allows the tab it opens.
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const session = useSession();
  const notify = useNotify();
  const locale = useLocale();
  const queryClient = useQueryClient();

  return (target) => {
    if (session.status !== 'authenticated') {
      void notify.show('msg2001', { tone: 'warning' });
      return;
    }
    if (target.used !== 'y') {
      void notify.show('msg2002', { tone: 'info' });
      return;
    }
    const tab = needsTabFirst(navigator.userAgent, navigator.maxTouchPoints)
      ? window.open('', '_blank')
      : null;
    const closeBusy = notify.busy('msg2217');
    const timer = window.setTimeout(closeBusy, LAUNCH_DIALOG_MS);

    void callApi('open-game', { code: target.code, company: target.company, timeStemp: Date.now() }).then(
      async (answer) => {
        if (answer.status === 'success') {
          void queryClient.invalidateQueries({ queryKey: RECENT_GAMES_KEY });
          const url = gameUrlWithLanguage(answer.gameUrl, locale);
          if (tab) tab.location.href = url;
          else window.open(url, 'haneul-game', gameWindowFeatures(window.screen.width, window.screen.height));
          return;
        }
        tab?.close();
        window.clearTimeout(timer);
        closeBusy();
        if (answer.status === 'auth') return; // the session feature already said msg2001
        // A suspended member's session no longer resolves, so `blocked` is a time-out or self-exclusion.
        if (answer.status === 'blocked') {
          await notify.show('excluded', { tone: 'warning' });
          return;
        }
        if (answer.status === 'time') await notify.show('msg2218', { tone: 'warning' });
        await notify.show('msg2012', { tone: 'error' });
      },
    );
  };
}
