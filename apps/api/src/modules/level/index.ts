/** What other modules may use from levels: raising a member after a completed deposit. */
export { raiseLevelAfterDeposit } from './level.service.ts';
