import { Typography } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { TReplicaStatus } from '@haneul/contract';
import { useFormatLocale } from '../../i18n/use-format-locale';

const REFRESH_MS = 10_000;

/**
 * How far behind the primary the reports are: they read the streaming replica when there is one
 * (REPLICA_DATABASE_URL), and a figure a moment old should say so. Nothing without a replica.
 */
export function ReplicaLag() {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const { data } = useGetOne<TReplicaStatus & RaRecord>(
    'replica',
    { id: 'replica' },
    { refetchInterval: REFRESH_MS },
  );
  if (!data?.configured) return null;
  const seconds =
    data.lagSeconds === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.lagSeconds);
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {seconds === null
        ? translate('reports.replica.unknown')
        : translate('reports.replica.lag', { seconds })}
    </Typography>
  );
}
