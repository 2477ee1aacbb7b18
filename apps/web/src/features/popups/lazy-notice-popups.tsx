'use client';

import dynamic from 'next/dynamic';

/**
 * The popups, loaded after the page is up: they wait for their own fetch anyway, and their code
 * (the HTML sanitizer above all) would otherwise be part of every first visit's JavaScript.
 */
export const LazyNoticePopups = dynamic(
  () => import('./notice-popups').then((module) => module.NoticePopups),
  {
    ssr: false,
  },
);
