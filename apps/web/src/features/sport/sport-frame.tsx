'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link, usePathname } from '../../i18n/navigation';
import { BetSlip } from './slip/bet-slip';
import { SlipProvider } from './slip/slip-context';
import { SlipSheet } from './slip/slip-sheet';

const TABS = [
  { key: 'events', href: '/sport' },
  { key: 'bets', href: '/sport/bets' },
] as const;

/**
 * The frame of the sportsbook's pages (their layout, so the slip stays while the member moves
 * between them): the events and my bets tabs, the page, and the slip beside it on a wide screen or
 * in a sheet on a phone. Korean wraps by words here (`keep-all`), as Korean text reads best.
 */
export function SportFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('sport.nav');
  const pathname = usePathname();
  return (
    <SlipProvider>
      <div className="mx-auto w-full max-w-[1400px] px-3 pt-4 sm:px-6 sm:pt-6 lg:pb-8 [&:lang(ko)]:break-keep">
        <nav aria-label={t('label')} className="mb-5 flex gap-1 border-b border-white/5">
          {TABS.map((tab) => {
            const current = tab.key === 'bets' ? pathname === tab.href : pathname !== '/sport/bets';
            return (
              <Link
                key={tab.key}
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`focus-ring -mb-px rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                  current
                    ? 'border-gold-400 text-gold-200'
                    : 'border-transparent text-slate-400 hover:text-gold-200'
                }`}
              >
                {t(tab.key)}
              </Link>
            );
          })}
        </nav>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
          <aside className="hidden lg:block">
            <div className="card sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto p-4">
              <BetSlip heading="shown" />
            </div>
          </aside>
        </div>
        <SlipSheet />
      </div>
    </SlipProvider>
  );
}
