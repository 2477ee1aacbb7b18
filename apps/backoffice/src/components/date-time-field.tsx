import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { useFormatLocale } from '../i18n/use-format-locale';

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-23 14:05` in the browser's time zone (the operators' is Korea's). */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type DateTimeFieldProps = FieldProps & Pick<TypographyProps, 'variant' | 'color'>;

/**
 * A date and time to the minute in one fixed, compact shape in both languages: queues are scanned
 * down a column, and the full date (with seconds, in the interface language) is in the tooltip.
 */
export function DateTimeField({ source, record, emptyText, variant = 'body2', color }: DateTimeFieldProps) {
  const value: unknown = useFieldValue({ source, record });
  const locale = useFormatLocale();
  const translate = useTranslate();
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    return (
      <Typography component="span" variant={variant} color={color}>
        {emptyText ? translate(emptyText, { _: emptyText }) : ''}
      </Typography>
    );
  }
  return (
    <Typography
      component="span"
      variant={variant}
      color={color}
      title={date.toLocaleString(locale)}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDateTime(date)}
    </Typography>
  );
}
