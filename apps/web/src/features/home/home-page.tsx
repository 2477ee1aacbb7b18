import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { readSessionToken } from '../proxy';
import { BannerCarousel } from '../banners';
import { GameArea } from '../games';
import { LazyNoticePopups } from '../popups';
import { HomeHelps } from './home-helps';
import { ListBox } from './list-box';
import { loadHome } from './load-home';

export async function HomePage() {
  const [t, home, incoming] = await Promise.all([getTranslations('home'), loadHome(), headers()]);
  // Visitors have no tickets: tell them how to get some rather than that there are none.
  const signedIn = readSessionToken(incoming) !== undefined;

  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-8 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel banners={home.banners} />
      <GameArea casino={home.casino} slots={home.slots} sports={home.sports} />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <ListBox
          name="notices"
          heading={t('notices.heading')}
          moreLabel={t('more')}
          moreHref="/notice"
          entryHref={(id) => `/notice/${id}`}
          entries={home.notices}
          emptyText={t('notices.empty')}
          unavailableText={t('notices.unavailable')}
        />
        <HomeHelps
          initial={home.helps}
          signedInOnServer={signedIn}
          texts={{
            heading: t('helps.heading'),
            more: t('more'),
            empty: t('helps.empty'),
            signIn: t('helps.signIn'),
            unavailable: t('helps.unavailable'),
          }}
        />
      </div>
      <LazyNoticePopups />
    </div>
  );
}
