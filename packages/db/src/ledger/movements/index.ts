export { creditDeposit } from './deposit.ts';
export {
  holdWithdrawal,
  lockWithdrawalAccounts,
  payWithdrawal,
  releaseWithdrawal,
  type LockedWithdrawal,
} from './withdrawal.ts';
export { convertCompToCash } from './comp-conversion.ts';
export { creditRoundCommission, creditRoundComp } from './round-rewards.ts';
export { grantReward } from './house-grants.ts';
export { payOutCommission } from './agent-settlement.ts';
export { adjustMemberBalance } from './staff-adjustment.ts';
export {
  gameTransferKey,
  gameTransferReversalKey,
  reverseGameTransfer,
  settleGameWallet,
  transferFromGameWallet,
  transferToGameWallet,
} from './game-wallet.ts';
export {
  creditSportCommission,
  creditSportComp,
  settleSportBet,
  takeSportStake,
  type SportSettlementMoved,
} from './sport-bets.ts';
export { convertPoints, grantPoints, type TPointSide } from './points.ts';
