'use client';

import type { TPlayLimit } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '../../lib/format';

type Kind = TPlayLimit['kind'];
type Period = TPlayLimit['period'];

/**
 * The words every protection screen shares: a limit's name ("하루 입금 한도") and an amount in its
 * unit, won as the site prints money for money limits, minutes for a session limit.
 */
export function useLimitWords() {
  const t = useTranslations('protection');
  const money = useTranslations('money');
  const locale = useLocale();
  return {
    name: (kind: Kind, period: Period) =>
      t('limitName', { kind: t(`kinds.${kind}`), period: t(`periods.${period}`) }),
    amount: (kind: Kind, value: number) =>
      kind === 'session'
        ? t('minutes', { amount: formatNumber(value, locale) })
        : money('won', { amount: formatNumber(value, locale) }),
  };
}
