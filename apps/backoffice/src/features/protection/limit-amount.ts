import { useTranslate } from 'react-admin';
import type { TPlayLimit } from '@haneul/contract';
import { useFormatNumber } from '../../i18n/use-format-number';

/** A limit's amount as its kind counts it: minutes for a session limit, won for the others. */
export function useLimitAmount(): (kind: TPlayLimit['kind'], value: number) => string {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  return (kind, value) =>
    kind === 'session'
      ? translate('protection.minutes', { value: formatNumber(value) })
      : formatNumber(value);
}
