'use client';

import dynamic from 'next/dynamic';

/** The deposit-limit offer, in the browser only: whether it was skipped is in localStorage. */
export const LazyDepositLimitOffer = dynamic(
  () => import('./deposit-limit-offer').then((module) => module.DepositLimitOffer),
  { ssr: false },
);
