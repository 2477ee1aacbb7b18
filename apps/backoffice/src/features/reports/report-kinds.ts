import type { EndpointName } from '@haneul/contract';
import type { TLocale } from '../../i18n/message-tree';
import type { ChartSeries } from '../../components/figures-chart';
import type { ReportColumn } from './report-table';

export interface ReportKind {
  /** The data provider resource (`reports-daily` → reports.daily). */
  resource: string;
  csv: EndpointName;
  /** The chart's x axis: the day, or the code of what the row is about. */
  xKey: string;
  /** What a bar is called in the interface language, where the code alone would be unreadable. */
  nameOf?: (row: Record<string, unknown>, locale: TLocale) => string;
  charts: Array<{ title: string; kind: 'bar' | 'line'; series: ChartSeries[] }>;
  /** Rows ranked by GGR and cut to this many for the chart (the table keeps them all). */
  chartTop?: number;
  /** The rows the chart plots, when they are not the table's (several rows a day summed into one). */
  chartRows?: (rows: Record<string, unknown>[]) => object[];
  columns: ReportColumn[];
}

const field = (name: string) => `resources.reports.fields.${name}`;
const play: ChartSeries[] = [
  { key: 'bets', label: field('bets') },
  { key: 'wins', label: field('wins') },
  { key: 'ggr', label: field('ggr') },
];
const playColumns: ReportColumn[] = [
  { source: 'betCount', count: true },
  { source: 'bets', money: true },
  { source: 'wins', money: true },
  { source: 'ggr', money: true },
];

/** The four reports the API offers: by day, game, provider and agent, each with its CSV twin. */
export const REPORT_KINDS = {
  daily: {
    resource: 'reports-daily',
    csv: 'reports.dailyCsv',
    xKey: 'day',
    charts: [
      {
        title: 'reports.money',
        kind: 'bar',
        series: [
          { key: 'deposits', label: field('deposits') },
          { key: 'withdrawals', label: field('withdrawals') },
        ],
      },
      { title: 'reports.play', kind: 'line', series: play },
    ],
    columns: [
      { source: 'day' },
      { source: 'deposits', money: true },
      { source: 'depositCount', count: true },
      { source: 'withdrawals', money: true },
      { source: 'withdrawCount', count: true },
      ...playColumns,
      { source: 'comp', money: true },
      { source: 'commission', money: true },
      { source: 'newMembers', count: true },
    ],
  },
  games: {
    resource: 'reports-games',
    csv: 'reports.gamesCsv',
    xKey: 'gameCode',
    nameOf: (row, locale) => String((locale === 'ko' ? row.gameNameKo : row.gameNameEn) ?? row.gameCode),
    chartTop: 15,
    charts: [{ title: 'reports.top', kind: 'bar', series: play }],
    columns: [
      { source: 'providerCode' },
      { source: 'gameCode' },
      ...playColumns,
      { source: 'players', count: true },
    ],
  },
  providers: {
    resource: 'reports-providers',
    csv: 'reports.providersCsv',
    xKey: 'providerCode',
    nameOf: (row, locale) => String(locale === 'ko' ? row.providerNameKo : row.providerNameEn),
    charts: [{ title: 'reports.play', kind: 'bar', series: play }],
    columns: [{ source: 'providerCode' }, ...playColumns, { source: 'players', count: true }],
  },
  agents: {
    resource: 'reports-agents',
    csv: 'reports.agentsCsv',
    xKey: 'userId',
    chartTop: 15,
    charts: [
      {
        title: 'reports.top',
        kind: 'bar',
        series: [
          { key: 'ggr', label: field('ggr') },
          { key: 'commission', label: field('commission') },
        ],
      },
    ],
    columns: [
      { source: 'userId' },
      { source: 'agentCode' },
      { source: 'members', count: true },
      { source: 'bets', money: true },
      { source: 'wins', money: true },
      { source: 'ggr', money: true },
      { source: 'commission', money: true },
    ],
  },
} satisfies Record<string, ReportKind>;

export type TReportKind = keyof typeof REPORT_KINDS;
