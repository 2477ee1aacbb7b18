/** What other features use of customer service: the ticket state as the member detail shows it. */
export { TicketStateChip } from './ticket-state-chip';
