import { useState } from 'react';
import { Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { REPORT_KINDS, type TReportKind } from './report-kinds';
import { ReportPanel, type ReportRange } from './report-panel';

const KINDS = Object.keys(REPORT_KINDS) as TReportKind[];

/** Reports by day, game, provider and agent over a range of Korean days, with CSV export. */
export function ReportsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TReportKind>('daily');
  const [range, setRange] = useState<ReportRange>({});
  const setDay = (key: keyof ReportRange) => (value: string) =>
    setRange((current) => ({ ...current, [key]: value || undefined }));
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('reports.title')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {(['from', 'to'] as const).map((key) => (
            <TextField
              key={key}
              type="date"
              label={translate(`reports.${key}`)}
              value={range[key] ?? ''}
              onChange={(event) => setDay(key)(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 180 }}
              fullWidth={false}
            />
          ))}
          <Typography variant="caption" color="text.secondary">
            {translate('reports.rangeHelp')}
          </Typography>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_event, value: TReportKind) => setTab(value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {KINDS.map((kind) => (
            <Tab key={kind} value={kind} label={translate(`reports.tabs.${kind}`)} />
          ))}
        </Tabs>
        <ReportPanel key={tab} name={tab} kind={REPORT_KINDS[tab]} range={range} />
      </CardContent>
    </Card>
  );
}
