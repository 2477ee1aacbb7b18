import { useMemo } from 'react';
import { useFormatLocale } from './use-format-locale';

/** Whole numbers with digit grouping in the interface language (1,000,000). */
export function useFormatNumber(): (value: number) => string {
  const locale = useFormatLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);
}
