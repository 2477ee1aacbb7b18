// What other features may use of player protection: my page's section, the reminders every page
// shows (the shell), and the deposit-limit offer before a first deposit (the deposit page).
export { LazyDepositLimitOffer } from './lazy-deposit-limit-offer';
export { ProtectionReminders } from './protection-reminders';
export { ProtectionSection } from './protection-section';
