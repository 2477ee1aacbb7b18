/** What other features use of player protection: the member detail's protection tab. */
export { MemberProtection } from './member-protection';
