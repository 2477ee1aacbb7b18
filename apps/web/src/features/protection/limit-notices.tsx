'use client';

import type { TStreamEvents } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { Link } from '../../i18n/navigation';
import { reminderKey } from './seen-reminders';
import { useLimitWords } from './use-limit-words';

export type LimitReminder = Extract<TStreamEvents['reminder'], { kind: 'limit' }>;

/** A reached deposit limit stops deposits; a reached loss, wager or time limit stops bets. */
function noticeText({ reached, limit }: LimitReminder) {
  if (!reached) return 'near';
  return limit === 'deposit' ? 'reachedDeposit' : 'reachedPlay';
}

/**
 * Limit warnings at 80 % and at the limit: notices at the foot of the screen that block nothing,
 * each closed on its own, with the way to the limits on my page.
 */
export function LimitNotices({
  notices,
  onClose,
}: {
  notices: LimitReminder[];
  onClose: (notice: LimitReminder) => void;
}) {
  const t = useTranslations('protection.notice');
  const words = useLimitWords();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {notices.map((notice) => {
        const values = {
          name: words.name(notice.limit, notice.period),
          used: words.amount(notice.limit, notice.used),
          amount: words.amount(notice.limit, notice.amount),
        };
        return (
          <div
            key={reminderKey(notice)}
            data-limit-notice={notice.reached ? 'reached' : 'near'}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-xl shadow-black/40 ${notice.reached ? 'border-rose-400/40 bg-navy-900 text-rose-50' : 'border-gold-500/40 bg-navy-900 text-slate-100'}`}
          >
            <p className="flex-1">
              {t(noticeText(notice), values)}{' '}
              <Link href="/user#play-limits-heading" className="text-gold-300 underline underline-offset-2">
                {t('toLimits')}
              </Link>
            </p>
            <button
              type="button"
              aria-label={t('close')}
              onClick={() => onClose(notice)}
              className="focus-ring grid size-8 shrink-0 place-items-center rounded-lg text-slate-300 hover:bg-white/5"
            >
              <Icon name="close" width={18} height={18} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
