import type { Db } from '@haneul/db';
import { columnsOf, toCsv } from '../../../lib/csv.ts';
import { dayRange } from '../../../lib/korean-day.ts';
import { sportByCompetition, sportByDay } from './sport-reports.queries.ts';

/** A multi whose legs span several sports or competitions reports under this code. */
const MIXED = 'mixed';

export interface SportReportOptions {
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
}

async function dayRows(db: Db, options: SportReportOptions) {
  const rows = await sportByDay(db, dayRange(options, options.now));
  return rows.map((row) => {
    const sport = row.sport ?? MIXED;
    return { id: `${row.day}:${sport}`, ...row, sport };
  });
}

async function competitionRows(db: Db, options: SportReportOptions) {
  const rows = await sportByCompetition(db, dayRange(options, options.now));
  return rows.map((row) => ({
    ...row,
    id: row.competitionCode ?? MIXED,
    sport: row.sport ?? MIXED,
    competitionCode: row.competitionCode ?? MIXED,
    competitionKo: row.competitionKo ?? '',
    competitionEn: row.competitionEn ?? '',
  }));
}

const FIGURES = ['betCount', 'stakes', 'payouts', 'ggr', 'openStakes'];

/** The sportsbook's reports: by Korean day and sport, and by competition; each as JSON and CSV. */
export const sportReports = {
  days: {
    rows: dayRows,
    columns: ['day', 'sport', ...FIGURES],
  },
  competitions: {
    rows: competitionRows,
    columns: ['sport', 'competitionCode', 'competitionKo', 'competitionEn', ...FIGURES],
  },
};

export async function sportReportCsv(db: Db, name: keyof typeof sportReports, options: SportReportOptions) {
  const rows = (await sportReports[name].rows(db, options)) as Record<
    string,
    string | number | boolean | null
  >[];
  return toCsv(columnsOf(sportReports[name].columns), rows);
}
