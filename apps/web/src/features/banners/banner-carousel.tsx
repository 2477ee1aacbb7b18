'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../../components/icons';

/** The three banners; their artwork is generated (scripts/generate-artwork.ts), their words translated. */
const BANNERS = [
  { key: 'welcome', image: '/images/banners/welcome.svg' },
  { key: 'slots', image: '/images/banners/slots.svg' },
  { key: 'live', image: '/images/banners/live.svg' },
] as const;

const ADVANCE_MS = 6_000;

/** A wide slider that advances every 6 s, pauses while hovered or focused, and can be stepped by hand. */
export function BannerCarousel() {
  const t = useTranslations('banners');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const go = useCallback((next: number) => setIndex((next + BANNERS.length) % BANNERS.length), []);

  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % BANNERS.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

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
        {BANNERS.map((banner, position) => (
          <div
            key={banner.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: position + 1, total: BANNERS.length })}
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
            <div className="absolute inset-y-0 left-0 flex max-w-[62%] flex-col justify-center gap-2 px-5 sm:gap-3 sm:px-10 lg:px-14">
              <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase sm:text-sm">
                {t(`${banner.key}.eyebrow`)}
              </p>
              <p className="text-xl leading-tight font-bold text-white sm:text-3xl lg:text-4xl">
                {t(`${banner.key}.title`)}
              </p>
              <p className="hidden text-sm text-slate-200 sm:block lg:text-base">{t(`${banner.key}.body`)}</p>
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
        {BANNERS.map((banner, position) => (
          <button
            key={banner.key}
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
