/** What other features use of the money locks: the member's tab and a level row's buttons. */
export { LevelMoneyLockButtons } from './level-money-lock-buttons';
export { MemberMoneyLocks } from './member-money-locks';
