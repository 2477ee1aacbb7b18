import { ReportTabsPage } from '../reports';
import { SPORT_REPORT_KINDS } from './sport-report-kinds';

/** Sport bets by Korean day and sport, and by competition: stakes, payouts, GGR, open stakes. */
export function SportReportsPage() {
  return <ReportTabsPage title="sport.reports.title" tabs="sport.reports.tabs" kinds={SPORT_REPORT_KINDS} />;
}
