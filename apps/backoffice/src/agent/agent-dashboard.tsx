import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { Title, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { FiguresChart } from '../components/figures-chart';
import { DateTimeField } from '../components/date-time-field';
import { useFormatNumber } from '../i18n/use-format-number';

/** agent.me: one record with no id of its own in the path (the session says whose it is). */
interface AgentMe extends RaRecord {
  userId: string;
  nick: string;
  agentCode: string | null;
  commission: number;
  expiresAt: string;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h6" component="div">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The agent's unsettled commission, main code, session end, and the last 30 days of commission. */
export function AgentDashboard() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { data: me } = useGetOne<AgentMe>('me', { id: 'me' });
  const { data: days = [] } = useGetList('commission', { filter: {} });
  return (
    <>
      <Title title={translate('agent.dashboard.title')} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="agent.dashboard.commission">{me ? formatNumber(me.commission) : '–'}</Figure>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="agent.dashboard.code">{me?.agentCode ?? '–'}</Figure>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="agent.dashboard.session">
            {me ? <DateTimeField record={me} source="expiresAt" variant="h6" /> : '–'}
          </Figure>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" gutterBottom>
                {translate('agent.dashboard.last30')}
              </Typography>
              <FiguresChart
                rows={days}
                series={[{ key: 'amount', label: 'resources.commission.fields.amount' }]}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
