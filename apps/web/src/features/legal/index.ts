/** The operator's published pages and the footer's links to them. */
export { LegalPage } from './legal-page';
export { LEGAL_PAGES, type LegalPageName } from './legal-sections';
