'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { BetSlip } from './bet-slip';
import { useSlip } from './slip-context';
import { slipTotals } from './slip-tickets';

/**
 * The slip on a phone: a bar held to the bottom of the screen (sticky, so it stops above the
 * footer) with the count and what the slip may return, which opens the slip as a sheet over the
 * page. Hidden where the slip stands beside the events.
 */
export function SlipSheet() {
  const t = useTranslations('sport.slip');
  const money = useTranslations('money');
  const locale = useLocale();
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const count = slip.state.legs.length;
  const { payout } = slipTotals(slip.state);

  return (
    <>
      <div className="sticky bottom-0 z-30 -mx-3 mt-6 border-t border-gold-500/20 bg-navy-950/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-md sm:-mx-6 sm:px-6 lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`${t('open')} (${count})`}
          aria-expanded={open}
          data-slip-bar
          className="focus-ring flex h-12 w-full items-center gap-3 rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-4 text-navy-950 shadow-lg shadow-gold-600/20"
        >
          <Icon name="ticket" width={20} height={20} />
          <span className="font-bold">{t('title')}</span>
          <span
            data-slip-badge
            className="grid min-w-6 place-items-center rounded-full bg-navy-950 px-1.5 text-xs font-bold tabular-nums text-gold-200"
          >
            {count}
          </span>
          {count > 0 ? (
            <span className="ml-auto min-w-0 truncate text-sm font-semibold tabular-nums">
              {money('won', { amount: formatNumber(payout, locale) })}
            </span>
          ) : null}
        </button>
      </div>
      {open ? (
        <Dialog
          title={t('title')}
          onClose={() => setOpen(false)}
          name="bet-slip"
          backdropClassName="items-end justify-center"
          className="animate-slide-up max-h-[88dvh] w-full max-w-lg rounded-b-none p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
          titleClassName="mb-1 pr-12 text-lg font-bold text-gold-200"
        >
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('close')}
            className="focus-ring absolute top-3 right-3 grid size-10 place-items-center rounded-xl text-slate-300 hover:bg-white/5"
          >
            <Icon name="close" width={22} height={22} />
          </button>
          <BetSlip heading="hidden" />
        </Dialog>
      ) : null}
    </>
  );
}
