import { Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiErrorKey } from '../../components/api-error';
import { FiguresChart } from '../../components/figures-chart';
import { useBackoffice } from '../../components/use-backoffice';
import type { TLocale } from '../../i18n/message-tree';
import { saveBlob } from './download-csv';
import type { ReportKind } from './report-kinds';
import { ReportTable } from './report-table';

export interface ReportRange {
  from?: string;
  to?: string;
}

/** One report over the range: its charts, its table, and the same rows as CSV. */
export function ReportPanel({ name, kind, range }: { name: string; kind: ReportKind; range: ReportRange }) {
  const translate = useTranslate();
  const notify = useNotify();
  const backoffice = useBackoffice();
  const { data = [], isPending } = useGetList(kind.resource, { filter: range });
  const [locale] = useLocaleState();
  const ranked = kind.chartRows
    ? kind.chartRows(data)
    : kind.chartTop
      ? [...data].sort((a, b) => Number(b.ggr) - Number(a.ggr)).slice(0, kind.chartTop)
      : data;
  const { nameOf } = kind;
  // Bars carry the game's or provider's name; the axis title still says what they are.
  const chartRows = nameOf
    ? ranked.map((row) => ({ ...row, name: nameOf(row as Record<string, unknown>, locale as TLocale) }))
    : ranked;

  const download = async () => {
    try {
      const blob = await backoffice.download(kind.csv, { query: { ...range } });
      saveBlob(blob, `haneul-${name}-${range.from ?? 'last30'}${range.to ? `-${range.to}` : ''}.csv`);
    } catch (error) {
      notify(apiErrorKey(error), { type: 'error' });
    }
  };

  return (
    <Box>
      {isPending && <LinearProgress />}
      <Grid container spacing={2} sx={{ my: 1 }}>
        {kind.charts.map((chart) => (
          <Grid key={chart.title} size={{ xs: 12, xl: kind.charts.length > 1 ? 6 : 12 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle2">{translate(chart.title)}</Typography>
                <FiguresChart
                  rows={chartRows}
                  xKey={nameOf ? 'name' : kind.xKey}
                  kind={chart.kind}
                  series={chart.series}
                  xLabel={`resources.reports.fields.${kind.xKey}`}
                  yLabel="reports.axes.won"
                />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ReportTable rows={data} columns={kind.columns}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={download}>
            {translate('app.common.csv')}
          </Button>
        </Box>
      </ReportTable>
    </Box>
  );
}
