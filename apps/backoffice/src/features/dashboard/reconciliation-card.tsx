import { Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { ZReconciliationRecord } from '@haneul/contract';
import { formatDateTime } from '../../components/date-time-field';
import { useFormatNumber } from '../../i18n/use-format-number';

type ReconciliationRecord = z.infer<typeof ZReconciliationRecord> & RaRecord;

/**
 * The last run of the daily reconciliation (`npm run db:check`): when, clean or each kind that
 * drifted with a few ids to look at, and whether the game server's rounds were part of it.
 */
export function ReconciliationCard() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { data, isPending } = useGetOne<ReconciliationRecord>('reconciliation', { id: 'last' });
  const run = data?.lastRun;
  const drifted = Object.entries(run?.drift ?? {}).filter(([, kind]) => kind.count > 0);
  return (
    <Card variant="outlined" sx={run && !run.clean ? { borderColor: 'error.main', borderWidth: 2 } : {}}>
      <CardContent>
        <Typography variant="subtitle2">{translate('dashboard.reconciliation.title')}</Typography>
        {isPending && <LinearProgress />}
        {run === null && (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.reconciliation.none')}
          </Typography>
        )}
        {run && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={run.clean ? 'success' : 'error'}
              label={translate(
                run.clean ? 'dashboard.reconciliation.clean' : 'dashboard.reconciliation.drift',
              )}
            />
            <Typography variant="body2">
              {translate('dashboard.reconciliation.finishedAt', {
                when: formatDateTime(new Date(run.finishedAt)),
              })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(
                run.gamesChecked
                  ? 'dashboard.reconciliation.gamesChecked'
                  : 'dashboard.reconciliation.gamesSkipped',
              )}
            </Typography>
          </Stack>
        )}
        {drifted.map(([kind, { count, samples }]) => (
          <Typography key={kind} variant="body2" sx={{ mt: 0.5 }}>
            {translate(`dashboard.reconciliation.kinds.${kind}`)}: <b>{formatNumber(count)}</b>{' '}
            {samples.length > 0 && (
              <Typography component="span" variant="caption" color="text.secondary">
                {translate('dashboard.reconciliation.samples', { ids: samples.join(', ') })}
              </Typography>
            )}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}
