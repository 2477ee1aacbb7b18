import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '../i18n/use-format-number';
import { BRAND } from '../app/theme';

export interface ChartSeries {
  /** The row field to plot. */
  key: string;
  /** Translation key of the legend label. */
  label: string;
  color?: string;
}

export interface FiguresChartProps {
  rows: ReadonlyArray<object>;
  series: ChartSeries[];
  /** The row field along the x axis: `day` for figures by day, a code for figures by game or agent. */
  xKey?: string;
  kind?: 'bar' | 'line';
  height?: number;
  /** Translation keys of the axis titles: what the bars stand for, and the unit they are counted in. */
  xLabel?: string;
  yLabel?: string;
}

const PALETTE = [BRAND.navy700, BRAND.gold500, '#2e7d32', '#c62828', '#6a1b9a', '#00838f'];

/** `2026-11-23` → `11-23`: thirty labels fit under a laptop-wide chart; other labels stay as they are. */
const shortLabel = (value: unknown) => {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(5) : text;
};

/**
 * Figures (oldest day first, or one bar per game, provider, agent), amounts grouped in the tooltip.
 * No animation: the dashboard refreshes every minute, and growing bars would read as wrong figures.
 */
export function FiguresChart({
  rows,
  series,
  xKey = 'day',
  kind = 'bar',
  height = 260,
  xLabel,
  yLabel,
}: FiguresChartProps) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const dataset = rows as Array<Record<string, string | number>>;
  const xAxis = { dataKey: xKey, valueFormatter: shortLabel, label: xLabel && translate(xLabel) };
  // Whole won and whole counts: no tick between 0 and 1 to label "1" twice.
  const yAxis = [
    {
      valueFormatter: (value: number) => formatNumber(value),
      width: yLabel ? 100 : 84,
      tickMinStep: 1,
      label: yLabel && translate(yLabel),
    },
  ];
  const chartSeries = series.map((item, index) => ({
    dataKey: item.key,
    label: translate(item.label),
    color: item.color ?? PALETTE[index % PALETTE.length],
    valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
  }));
  return kind === 'bar' ? (
    <BarChart
      dataset={dataset}
      xAxis={[{ ...xAxis, scaleType: 'band' }]}
      yAxis={yAxis}
      series={chartSeries}
      height={height}
      skipAnimation
    />
  ) : (
    <LineChart
      dataset={dataset}
      xAxis={[{ ...xAxis, scaleType: 'point' }]}
      yAxis={yAxis}
      series={chartSeries.map((item) => ({ ...item, showMark: false }))}
      height={height}
      skipAnimation
    />
  );
}
