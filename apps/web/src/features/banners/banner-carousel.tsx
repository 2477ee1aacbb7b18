'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../../components/icons';
import type { TAdBanner } from '@haneul/contract';
import { BannerAction } from './banner-action';

const ADVANCE_MS = 6_000;

/**
 * A wide slider of the operator's banners (get-advertisement, headlines in the site's language) that
 * advances every 6 s, pauses while hovered or focused, and can be stepped by hand. Every slide has a
 * button: a game's opens it, a page's follows the link.
 */
export function BannerCarousel({ banners }: { banners: readonly TAdBanner[] }) {
  const t = useTranslations('banners');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = useCallback((next: number) => setIndex((next + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="group relative overflow-hidden rounded-3xl border border-white/[0.06] shadow-xl shadow-black/40"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative aspect-[16/9] sm:aspect-[1920/600]">
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: position + 1, total: count })}
            aria-hidden={position !== index}
            className={`absolute inset-0 transition-opacity duration-700 ${position === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            <img
              src={banner.image}
              alt=""
              fetchPriority={position === 0 ? 'high' : 'low'}
              // The first banner is the largest thing on the first screen: decoding it in the frame
              // that has it ready paints it with the text instead of frames later.
              decoding={position === 0 ? 'sync' : 'async'}
              className="size-full object-cover object-right"
            />
            <div className="absolute inset-0 bg-gradient-to-r from-navy-950/85 via-navy-950/40 to-transparent" />
            {/* At phone widths the art runs behind the words: a scrim of their own keeps them legible. */}
            <div className="absolute inset-x-3 bottom-12 flex flex-col gap-2 rounded-2xl bg-navy-950/75 p-3 backdrop-blur-sm sm:inset-y-0 sm:right-auto sm:left-0 sm:max-w-[62%] sm:justify-center sm:gap-3 sm:rounded-none sm:bg-transparent sm:px-10 sm:backdrop-blur-none lg:px-14">
              <p className="text-lg leading-tight font-bold text-white sm:text-3xl lg:text-4xl">
                {banner.headline}
              </p>
              <BannerAction link={banner.link} shown={position === index} />
            </div>
          </div>
        ))}
      </div>
      <div className="absolute right-4 bottom-3 flex items-center gap-2">
        <button
          type="button"
          aria-label={t('previous')}
          onClick={() => go(index - 1)}
          className="focus-ring grid size-8 place-items-center rounded-full bg-navy-950/60 text-gold-200 hover:bg-navy-950/90"
        >
          <Icon name="chevronLeft" width={16} height={16} />
        </button>
        {banners.map((banner, position) => (
          <button
            key={banner.id}
            type="button"
            aria-label={t('goTo', { index: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => go(position)}
            className={`focus-ring h-2 rounded-full transition-all duration-300 ${position === index ? 'w-6 bg-gold-300' : 'w-2 bg-white/40 hover:bg-white/70'}`}
          />
        ))}
        <button
          type="button"
          aria-label={t('next')}
          onClick={() => go(index + 1)}
          className="focus-ring grid size-8 place-items-center rounded-full bg-navy-950/60 text-gold-200 hover:bg-navy-950/90"
        >
          <Icon name="chevronRight" width={16} height={16} />
        </button>
      </div>
    </section>
  );
}
