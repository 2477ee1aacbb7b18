import type { ReactNode } from 'react';
import { Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { ZDashboard } from '@haneul/contract';
import { FiguresChart, type ChartSeries } from '../../components/figures-chart';
import { useFormatNumber } from '../../i18n/use-format-number';
import { ReconciliationCard } from './reconciliation-card';
import { StatCard } from './stat-card';

type Dashboard = z.infer<typeof ZDashboard> & RaRecord;

const REFRESH_MS = 60_000;
const series = (...keys: string[]): ChartSeries[] => keys.map((key) => ({ key, label: `dashboard.${key}` }));
const DAY_AXES = { xLabel: 'resources.reports.fields.day', yLabel: 'reports.axes.won' };

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2">{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Today's figures (Korean day) with the queues that need a hand, then the last 30 days by day. */
export function DashboardPage() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { data, isPending } = useGetOne<Dashboard>(
    'dashboard',
    { id: 'today' },
    { refetchInterval: REFRESH_MS },
  );
  const today = data?.today;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value));
  const count = (value: number | undefined) => translate('dashboard.count', { count: figure(value) });
  const stats = [
    { label: 'dashboard.deposits', value: figure(today?.deposits), note: count(today?.depositCount) },
    { label: 'dashboard.withdrawals', value: figure(today?.withdrawals), note: count(today?.withdrawCount) },
    { label: 'dashboard.bets', value: figure(today?.bets), note: count(today?.betCount) },
    { label: 'dashboard.wins', value: figure(today?.wins) },
    { label: 'dashboard.ggr', value: figure(today?.ggr) },
    { label: 'dashboard.newMembers', value: figure(today?.newMembers) },
    { label: 'dashboard.onlineNow', value: figure(today?.onlineNow) },
    {
      label: 'dashboard.pendingDeposits',
      value: figure(today?.pendingDeposits),
      to: '/deposits',
      alert: Boolean(today?.pendingDeposits),
    },
    {
      label: 'dashboard.pendingWithdrawals',
      value: figure(today?.pendingWithdrawals),
      to: '/withdrawals',
      alert: Boolean(today?.pendingWithdrawals),
    },
    {
      label: 'dashboard.openTickets',
      value: figure(today?.openTickets),
      to: '/tickets',
      alert: Boolean(today?.openTickets),
    },
  ];
  const days = data?.series ?? [];
  return (
    <>
      <Title title={translate('dashboard.title')} />
      {isPending && <LinearProgress />}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('dashboard.today')} · {translate('dashboard.refreshed')}
      </Typography>
      <Grid container spacing={1.5}>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 6, sm: 4, md: 3, lg: 2.4 }}>
            <StatCard {...stat} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={1.5} sx={{ mt: 1.5 }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ReconciliationCard />
        </Grid>
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('dashboard.last30')}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="dashboard.money">
            <FiguresChart rows={days} series={series('deposits', 'withdrawals')} {...DAY_AXES} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="dashboard.play">
            <FiguresChart rows={days} kind="line" series={series('bets', 'wins', 'ggr')} {...DAY_AXES} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title="dashboard.members">
            <FiguresChart
              rows={days}
              height={200}
              series={series('newMembers')}
              xLabel={DAY_AXES.xLabel}
              yLabel="reports.axes.people"
            />
          </ChartCard>
        </Grid>
      </Grid>
    </>
  );
}
