import { NumberField, type NumberFieldProps } from 'react-admin';
import { useFormatLocale } from '../i18n/use-format-locale';

/** Whole won with digit grouping in the interface language; negative amounts read red. */
export function MoneyField(props: NumberFieldProps) {
  const locales = useFormatLocale();
  return (
    <NumberField
      locales={locales}
      options={{ maximumFractionDigits: 0 }}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
      {...props}
    />
  );
}
