'use client';

import { REALITY_CHECK_MINUTES } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '../../components/card';
import { FormResult, type Result } from '../../components/form-result';
import { useProtectionChange } from './use-protection';

type Minutes = (typeof REALITY_CHECK_MINUTES)[number] | null;

const CHOICES: readonly Minutes[] = [...REALITY_CHECK_MINUTES, null];

/** How often the reality check interrupts play: every 15, 30 or 60 minutes, or never. Saved as chosen. */
export function RealityCheckCard({ minutes }: { minutes: Minutes }) {
  const t = useTranslations('protection.reality');
  const [result, setResult] = useState<Result>(null);
  const save = useProtectionChange('set-reality-check');

  async function choose(next: Minutes) {
    setResult(null);
    const answer = await save.mutateAsync({ minutes: next });
    if (answer.status === 'success') setResult({ tone: 'success', text: t('saved') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('failed') });
  }

  return (
    <Card id="reality-check" heading={t('heading')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm text-slate-300">{t('lead')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {CHOICES.map((choice) => (
            <label key={choice ?? 'never'} className="flex items-center gap-2 text-sm text-slate-100">
              <input
                type="radio"
                name="reality-check"
                checked={minutes === choice}
                disabled={save.isPending}
                onChange={() => void choose(choice)}
                className="size-4 accent-gold-400"
              />
              {choice === null ? t('never') : t('every', { minutes: choice })}
            </label>
          ))}
        </div>
        <FormResult result={result} />
      </fieldset>
    </Card>
  );
}
