'use client';

import type { TExclusion } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormResult, type Result } from '../../components/form-result';
import { formatDateTime } from '../../lib/format';
import { ConsequenceDialog } from './consequence-dialog';
import { useProtectionChange } from './use-protection';

/**
 * The time-out or self-exclusion in force and its end. A permanent one has no end until the member
 * asks for one, which comes 7 days after the asking (the cooling-off of the biggest decision).
 */
export function ExclusionStatus({ exclusion }: { exclusion: TExclusion }) {
  const t = useTranslations('protection.exclusion');
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const end = useProtectionChange('end-self-exclusion');
  const what = t('named', { kind: t(`kinds.${exclusion.kind}`), period: t(`periods.${exclusion.period}`) });

  async function answer(yes: boolean) {
    if (!yes) return setAsking(false);
    const reply = await end.mutateAsync({});
    setAsking(false);
    // Once asked, the exclusion read again carries its end, and the line above says it.
    const failed = reply.status !== 'success' && reply.status !== 'auth';
    setResult(failed ? { tone: 'error', text: t('failed') } : null);
  }

  return (
    <div
      data-exclusion={exclusion.kind}
      className="flex flex-col gap-3 rounded-xl border border-rose-400/30 bg-rose-400/10 px-4 py-3 text-sm text-rose-50"
    >
      <p>
        {exclusion.until
          ? t('inForce', { what, until: formatDateTime(exclusion.until) })
          : t('inForcePermanent', { what })}
      </p>
      {exclusion.until && exclusion.endRequestedAt ? (
        <p>{t('endRequested', { until: formatDateTime(exclusion.until) })}</p>
      ) : null}
      {exclusion.until === null ? (
        <button type="button" className="btn-ghost self-start" onClick={() => setAsking(true)}>
          {t('askEnd')}
        </button>
      ) : null}
      <FormResult result={result} />
      {asking ? (
        <ConsequenceDialog
          title={t('askEndTitle')}
          points={[t('askEndAfter'), t('askEndUntil')]}
          confirmLabel={t('askEnd')}
          busy={end.isPending}
          onAnswer={(yes) => void answer(yes)}
        />
      ) : null}
    </div>
  );
}
