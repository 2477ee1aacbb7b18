'use client';

import type { TMessageKey } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { Link } from '../../i18n/navigation';

export type MessageTone = 'info' | 'success' | 'warning' | 'error';

/**
 * What a message dialog can say: the brief's keys, and the site's own where the brief has none
 * (`excluded`: a game refused during a time-out or self-exclusion). All are texts under `alerts`.
 */
export type TAlertKey = TMessageKey | 'excluded';

/** A second button that leads somewhere (msg2003 → /note, msg2004 → /help, msg2001 → /login). */
export interface MessageAction {
  label: 'goToNote' | 'goToHelp' | 'signIn';
  href: string;
}

export interface MessageEntry {
  id: number;
  key: TAlertKey;
  kind: 'message' | 'confirm';
  tone?: MessageTone;
  action?: MessageAction;
  autoCloseMs?: number;
  /** A confirm's answer: confirmed. A message's: the member followed its action. */
  resolve: (answer: boolean) => void;
}

const toneIcon: Record<MessageTone, { symbol: string; className: string }> = {
  info: { symbol: 'i', className: 'bg-sky-400/15 text-sky-300 ring-sky-400/40' },
  success: { symbol: '✓', className: 'bg-emerald-400/15 text-emerald-300 ring-emerald-400/40' },
  warning: { symbol: '!', className: 'bg-gold-400/15 text-gold-300 ring-gold-400/40' },
  error: { symbol: '×', className: 'bg-rose-400/15 text-rose-300 ring-rose-400/40' },
};

export function MessageDialog({
  entry,
  onClose,
}: {
  entry: MessageEntry;
  onClose: (answer: boolean) => void;
}) {
  const t = useTranslations('notify');
  const alerts = useTranslations('alerts');
  const tone = entry.tone ?? 'info';
  const icon = toneIcon[tone];

  // The provider re-renders often; the timer must not restart each time it does.
  const autoClose = useEffectEvent(() => onClose(false));
  useEffect(() => {
    if (!entry.autoCloseMs) return;
    const timer = setTimeout(autoClose, entry.autoCloseMs);
    return () => clearTimeout(timer);
  }, [entry.autoCloseMs]);

  return (
    <Dialog
      role="alertdialog"
      title={t(`titles.${tone}`)}
      onClose={() => onClose(false)}
      name="message"
      className="animate-pop-in max-h-[90dvh] w-full max-w-sm p-6 text-center"
      titleClassName="sr-only"
    >
      <div
        aria-hidden="true"
        className={`mx-auto mb-4 grid size-12 place-items-center rounded-full text-2xl font-bold ring-1 ${icon.className}`}
      >
        {icon.symbol}
      </div>
      <p className="text-base leading-relaxed text-slate-100" data-message-key={entry.key}>
        {alerts(entry.key)}
      </p>
      <div className="mt-6 flex justify-center gap-2">
        {entry.kind === 'confirm' ? (
          <button type="button" className="btn-ghost" onClick={() => onClose(false)}>
            {t('cancel')}
          </button>
        ) : null}
        {entry.action ? (
          <Link href={entry.action.href} className="btn-ghost" onClick={() => onClose(true)}>
            {t(entry.action.label)}
          </Link>
        ) : null}
        <button type="button" className="btn-gold" onClick={() => onClose(entry.kind === 'confirm')}>
          {entry.kind === 'confirm' ? t('confirm') : t('ok')}
        </button>
      </div>
    </Dialog>
  );
}
