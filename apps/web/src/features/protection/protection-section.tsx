'use client';

import { useTranslations } from 'next-intl';
import { ExclusionCard } from './exclusion-card';
import { LimitsCard } from './limits-card';
import { RealityCheckCard } from './reality-check-card';
import { useProtection } from './use-protection';

/** My page's player protection: limits, time-out and self-exclusion, the reality check's interval. */
export function ProtectionSection() {
  const t = useTranslations('protection');
  const { data, isError } = useProtection();
  if (isError) return <p className="text-sm text-slate-400">{t('unavailable')}</p>;
  if (!data) return null;
  return (
    <>
      <LimitsCard protection={data} />
      <div className="grid gap-5 md:grid-cols-2">
        <ExclusionCard exclusion={data.exclusion} />
        <RealityCheckCard minutes={data.realityCheckMinutes} />
      </div>
    </>
  );
}
