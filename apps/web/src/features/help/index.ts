// What other features may use of customer service: the member's enquiries (home's box lists them).
export { HELP_LIST_KEY, loadHelpList } from './help-api';
