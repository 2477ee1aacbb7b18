import { useState, type ReactNode } from 'react';
import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { REPORT_KINDS, type ReportKind } from './report-kinds';
import { ReportPanel, type ReportRange } from './report-panel';
import { ReportRangeFields } from './report-range';
import { ReplicaLag } from './replica-lag';

/**
 * Reports over one range of Korean days, a tab each, with CSV export. `tabs` names the key under
 * which each tab's label is (`reports.tabs` → `reports.tabs.daily`); `note` goes above the range.
 */
export function ReportTabsPage({
  title,
  tabs,
  kinds,
  note,
}: {
  title: string;
  tabs: string;
  kinds: Record<string, ReportKind>;
  note?: ReactNode;
}) {
  const translate = useTranslate();
  const names = Object.keys(kinds);
  const [tab, setTab] = useState(names[0] ?? '');
  const [range, setRange] = useState<ReportRange>({});
  const kind = kinds[tab];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(title)} />
      <CardContent>
        {note}
        <ReportRangeFields range={range} onChange={setRange} />
        <Tabs
          value={tab}
          onChange={(_event, value: string) => setTab(value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {names.map((name) => (
            <Tab key={name} value={name} label={translate(`${tabs}.${name}`)} />
          ))}
        </Tabs>
        {kind && <ReportPanel key={tab} name={tab} kind={kind} range={range} />}
      </CardContent>
    </Card>
  );
}

/** Reports by day, game, provider and agent, read from the replica when there is one. */
export function ReportsPage() {
  return (
    <ReportTabsPage title="reports.title" tabs="reports.tabs" kinds={REPORT_KINDS} note={<ReplicaLag />} />
  );
}
