/** What other features use of the reports: a page of report tabs over one range, with CSV. */
export { ReportTabsPage } from './reports-page';
export type { ReportKind } from './report-kinds';
