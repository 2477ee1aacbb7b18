'use client';

import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type TExclusion } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '../../components/card';
import { LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import type { CallBody } from '../../lib/call-api';
import { formatDateTime } from '../../lib/format';
import { ConsequenceDialog } from './consequence-dialog';
import { ExclusionStatus } from './exclusion-status';
import { SelectField } from './select-field';
import { useProtectionChange } from './use-protection';

type Choice = CallBody<'set-self-exclusion'>;

/** The choice of `kind` with the period named `value`, or the kind's shortest when it has none such. */
function choose(kind: Choice['kind'], value: string): Choice {
  if (kind === 'time_out')
    return { kind, period: TIME_OUT_PERIODS.find((period) => period === value) ?? TIME_OUT_PERIODS[0] };
  return {
    kind,
    period: SELF_EXCLUSION_PERIODS.find((period) => period === value) ?? SELF_EXCLUSION_PERIODS[0],
  };
}

/**
 * A time-out or a self-exclusion: the member picks one and its length, reads what it means in a
 * confirmation, and it starts at once. One in force is shown with its end; a longer one may still
 * be chosen (nothing shortens one).
 */
export function ExclusionCard({ exclusion }: { exclusion: TExclusion | null }) {
  const t = useTranslations('protection.exclusion');
  const [choice, setChoice] = useState<Choice>({ kind: 'time_out', period: '24h' });
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const start = useProtectionChange('set-self-exclusion');
  const periods = choice.kind === 'time_out' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  const what = t('named', { kind: t(`kinds.${choice.kind}`), period: t(`periods.${choice.period}`) });

  async function answer(yes: boolean) {
    if (!yes) return setConfirming(false);
    setResult(null);
    const reply = await start.mutateAsync(choice);
    setConfirming(false);
    if (reply.status === 'success') {
      const { until } = reply.exclusion;
      setResult({
        tone: 'success',
        text: until ? t('started', { until: formatDateTime(until) }) : t('startedPermanent'),
      });
    } else if (reply.status !== 'auth') setResult({ tone: 'error', text: t('failed') });
  }

  return (
    <Card id="self-exclusion" heading={t('heading')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-300">{t('lead')}</p>
        {exclusion ? <ExclusionStatus exclusion={exclusion} /> : null}
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className={`${LABEL_CLASS} mb-2`}>{t('kind')}</legend>
          {(['time_out', 'self_exclusion'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-100">
              <input
                type="radio"
                name="exclusion-kind"
                value={kind}
                checked={choice.kind === kind}
                onChange={() => setChoice(choose(kind, ''))}
                className="size-4 accent-gold-400"
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <SelectField
          id="exclusion-period"
          label={t('period')}
          options={periods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
          value={choice.period}
          onChange={(event) => setChoice(choose(choice.kind, event.target.value))}
        />
        <FormResult result={result} />
        <button
          type="button"
          className="btn-gold h-11 w-full sm:w-auto sm:self-end"
          onClick={() => setConfirming(true)}
        >
          {t('start', { what })}
        </button>
      </div>
      {confirming ? (
        <ConsequenceDialog
          title={t('confirmTitle', { what })}
          points={[
            t('noDeposits'),
            t('noGames'),
            choice.period === 'permanent' ? t('permanentEnd') : t('noShorten'),
            t('stillAllowed'),
          ]}
          confirmLabel={t('confirm', { what })}
          busy={start.isPending}
          onAnswer={(yes) => void answer(yes)}
        />
      ) : null}
    </Card>
  );
}
