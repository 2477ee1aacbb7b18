'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '../../lib/format';

/** An amount of won in the locale's grouping, in gold tabular figures. */
export function Money({ value, className = '' }: { value: unknown; className?: string }) {
  const t = useTranslations('money');
  const locale = useLocale();
  return (
    <span className={`text-gold-gradient font-semibold tabular-nums ${className}`}>
      {t('won', { amount: formatNumber(value, locale) })}
    </span>
  );
}
