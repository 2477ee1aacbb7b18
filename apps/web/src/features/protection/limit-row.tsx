'use client';

import type { TPlayLimit } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormResult, type Result } from '../../components/form-result';
import { formatDateTime } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { pendingView, usedPercent } from './limit-view';
import { useProtectionChange } from './use-protection';
import { useLimitWords } from './use-limit-words';

/**
 * One limit: what is used of it this period (a bar), any pending raise or removal with the time it
 * may be confirmed, and the buttons to confirm it (enabled once due), drop it or ask for a removal.
 */
export function LimitRow({ limit }: { limit: TPlayLimit }) {
  const t = useTranslations('protection.limits');
  const words = useLimitWords();
  const [result, setResult] = useState<Result>(null);
  const confirm = useProtectionChange('confirm-play-limit');
  const change = useProtectionChange('set-play-limit');
  // Ticks only while a change cools off, so the button wakes up when its time comes.
  const now = useNow(limit.pending !== null, 1_000);
  const pending = pendingView(limit, now);
  const percent = usedPercent(limit);
  const name = words.name(limit.kind, limit.period);
  const key = { kind: limit.kind, period: limit.period };

  async function onConfirm() {
    setResult(null);
    const answer = await confirm.mutateAsync(key);
    if (answer.status === 'success') setResult({ tone: 'success', text: t('confirmed') });
    else if (answer.status === 'time') {
      // The server's own time for it: `time` means this browser's clock ran ahead, so the wait
      // counted from it would be wrong by as much.
      const from = limit.pending?.from ?? new Date(Date.now() + (answer.retryAfter ?? 0) * 1_000);
      setResult({ tone: 'error', text: t('notYet', { time: formatDateTime(from) }) });
    } else if (answer.status === 'not_found') setResult({ tone: 'error', text: t('nothingPending') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('failed') });
  }

  async function onChange(amount: number | null) {
    setResult(null);
    const answer = await change.mutateAsync({ ...key, amount });
    if (answer.status === 'success' && answer.applied === 'pending' && answer.limit?.pending) {
      setResult({
        tone: 'success',
        text: t('requested', { time: formatDateTime(answer.limit.pending.from) }),
      });
    } else if (answer.status === 'success') setResult({ tone: 'success', text: t('kept') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('failed') });
  }

  return (
    <li data-limit={`${limit.kind}-${limit.period}`} className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium text-slate-100">{name}</span>
        <span className="text-sm tabular-nums text-slate-300" data-used>
          {t('used', {
            used: words.amount(limit.kind, limit.used),
            amount: words.amount(limit.kind, limit.amount),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('usedLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={`h-full rounded-full ${percent >= 80 ? 'bg-rose-400' : 'bg-gold-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {pending.state === 'none' ? null : (
        <div
          data-pending={pending.state}
          className="rounded-xl border border-gold-500/20 bg-gold-400/5 px-3.5 py-2.5 text-sm text-slate-200"
        >
          <p>
            {pending.amount === null
              ? t('pendingRemoval')
              : t('pendingRaise', { amount: words.amount(limit.kind, pending.amount) })}{' '}
            {pending.state === 'due'
              ? t('pendingDue')
              : t('pendingFrom', { time: formatDateTime(pending.from) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-gold px-3 py-1.5"
              disabled={pending.state !== 'due' || confirm.isPending}
              onClick={() => void onConfirm()}
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              className="btn-ghost px-3 py-1.5"
              disabled={change.isPending}
              onClick={() => void onChange(limit.amount)}
            >
              {t('keep')}
            </button>
          </div>
        </div>
      )}
      {pending.state === 'none' ? (
        <button
          type="button"
          className="btn-ghost self-start px-3 py-1.5"
          disabled={change.isPending}
          onClick={() => void onChange(null)}
          aria-label={t('removeNamed', { name })}
        >
          {t('remove')}
        </button>
      ) : null}
      {result ? <FormResult result={result} /> : null}
    </li>
  );
}
