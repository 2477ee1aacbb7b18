import type { ReportKind } from '../reports';

const field = (name: string) => `resources.reports.fields.${name}`;
const figures = [
  { source: 'betCount', count: true },
  { source: 'stakes', money: true },
  { source: 'payouts', money: true },
  { source: 'ggr', money: true },
  { source: 'openStakes', money: true },
];
const series = [
  { key: 'stakes', label: field('stakes') },
  { key: 'payouts', label: field('payouts') },
  { key: 'ggr', label: field('ggr') },
];

/** A day's rows (one per sport) added up into one, for the chart by day. */
export function sumByDay(rows: Record<string, unknown>[]): Record<string, number | string>[] {
  const days = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const day = String(row.day);
    const total = days.get(day) ?? { day, stakes: 0, payouts: 0, ggr: 0 };
    for (const key of ['stakes', 'payouts', 'ggr'] as const)
      total[key] = Number(total[key]) + Number(row[key] ?? 0);
    days.set(day, total);
  }
  return [...days.values()];
}

/** The sportsbook's reports: by Korean day and sport, and by competition, each with its CSV. */
export const SPORT_REPORT_KINDS = {
  days: {
    resource: 'reports-sport-days',
    csv: 'reports.sportDaysCsv',
    xKey: 'day',
    chartRows: sumByDay,
    charts: [{ title: 'sport.reports.byDay', kind: 'bar', series }],
    columns: [{ source: 'day' }, { source: 'sport' }, ...figures],
  },
  competitions: {
    resource: 'reports-sport-competitions',
    csv: 'reports.sportCompetitionsCsv',
    xKey: 'competitionCode',
    chartTop: 15,
    charts: [{ title: 'reports.top', kind: 'bar', series }],
    columns: [{ source: 'sport' }, { source: 'competitionCode' }, { source: 'competitionKo' }, ...figures],
  },
} satisfies Record<string, ReportKind>;
