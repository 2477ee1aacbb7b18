'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '../../../lib/format';
import { refusalText } from './refusal-text';
import type { Refusal, SlipLeg } from './slip-state';
import { stakeLimits } from './slip-tickets';

/** A refusal of the bet on these selections, in the member's language, with amounts in won. */
export function useRefusalText(): (refusal: Refusal, legs: readonly SlipLeg[]) => string {
  const t = useTranslations('sport.refusals');
  const locale = useLocale();
  return (refusal, legs) => {
    const { key, amount } = refusalText(refusal, stakeLimits(legs) ?? { min: 0, max: 0 });
    return t(key, { amount: formatNumber(amount ?? 0, locale) });
  };
}
