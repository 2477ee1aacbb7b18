/** What other modules may use from balance: the staff services that move deposit and withdraw requests. */
export {
  cancelDeposit,
  cancelWithdraw,
  completeDeposit,
  completeWithdraw,
  takeRequest,
  type ReviewResult,
} from './requests.service.ts';
export type { DepositRequest, WithdrawRequest } from './requests.queries.ts';
