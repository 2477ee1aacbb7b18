'use client';

import type { TSportBet } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '../../../components/icons';
import { Link } from '../../../i18n/navigation';
import { formatNumber } from '../../../lib/format';
import { useSportWords } from '../market/use-sport-words';
import { useNow } from '../../../lib/use-now';
import { decidedRefusal } from './refusal-text';

const TONES = {
  waiting: 'border-sky-400/30 bg-sky-400/10 text-sky-100',
  open: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-100',
  refused: 'border-rose-400/30 bg-rose-400/10 text-rose-100',
  settled: 'border-white/10 bg-white/5 text-slate-200',
} as const;

/**
 * The bets the slip placed: accepted at once, or in play waiting their delay with a countdown,
 * then confirmed or refused with the reason.
 */
export function SlipReceipts({
  receipts,
  onDismiss,
}: {
  receipts: readonly TSportBet[];
  onDismiss: (betId: number) => void;
}) {
  const t = useTranslations('sport.receipt');
  const refused = useTranslations('sport.refused');
  const locale = useLocale();
  const words = useSportWords();
  const now = useNow(receipts.some((bet) => bet.state === 'waiting'));
  if (receipts.length === 0) return null;

  const headline = (bet: TSportBet) => {
    if (bet.state === 'waiting') {
      const seconds = Math.ceil((Date.parse(bet.decideAt ?? '') - now) / 1000);
      return seconds > 0 ? t('waiting', { seconds }) : t('deciding');
    }
    if (bet.state === 'refused') return t('refused', { reason: refused(decidedRefusal(bet.refusal)) });
    return bet.decideAt ? t('accepted') : t('open');
  };

  return (
    <section aria-label={t('heading')} className="flex flex-col gap-2">
      {receipts.map((bet) => (
        <div
          key={bet.id}
          data-receipt={bet.id}
          data-receipt-state={bet.state}
          className={`rounded-xl border p-3 text-sm ${TONES[bet.state]}`}
        >
          <div className="flex items-start gap-2">
            <p role="status" aria-live="polite" className="flex-1 font-semibold">
              {headline(bet)}
            </p>
            <button
              type="button"
              onClick={() => onDismiss(bet.id)}
              aria-label={t('dismiss')}
              className="focus-ring -mt-1 -mr-1 grid size-7 shrink-0 place-items-center rounded-lg opacity-70 hover:bg-white/10 hover:opacity-100"
            >
              <Icon name="close" width={14} height={14} />
            </button>
          </div>
          <ul className="mt-1 text-xs opacity-80">
            {bet.legs.map((leg) => (
              <li key={leg.selectionId} className="truncate">
                {words.pick(leg, leg)}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs tabular-nums opacity-80">
            {t('summary', {
              stake: formatNumber(bet.stake, locale),
              payout: formatNumber(bet.potentialPayout, locale),
            })}
          </p>
          <Link
            href="/sport/bets"
            className="focus-ring mt-1.5 inline-block rounded text-xs font-semibold underline underline-offset-2"
          >
            {t('toBets')}
          </Link>
        </div>
      ))}
    </section>
  );
}
