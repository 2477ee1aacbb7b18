'use client';

import type { TBannerLink } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { useLaunchGame } from '../games';

const BUTTON =
  'focus-ring mt-1 self-start rounded-full bg-gradient-to-b from-gold-300 to-gold-500 px-4 py-1.5 text-sm font-bold text-navy-950 shadow-lg shadow-black/30 hover:from-gold-200 sm:px-5 sm:py-2';

/**
 * Every slide's button: a game opens as its tile would (the server shows only banners whose game is
 * on), a page is a link within the site. Hidden slides take their button out of the tab order.
 */
export function BannerAction({ link, shown }: { link: TBannerLink; shown: boolean }) {
  const t = useTranslations('banners');
  const launch = useLaunchGame();
  const tabIndex = shown ? 0 : -1;
  if (link.kind === 'page') {
    return (
      <Link href={link.path} tabIndex={tabIndex} className={BUTTON}>
        {t('open')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      onClick={() => launch({ code: link.code, company: link.company, used: 'y' })}
      className={BUTTON}
    >
      {t('play')}
    </button>
  );
}
