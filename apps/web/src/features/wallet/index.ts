// What other features may use of the wallet: the member's profile (bank details), the paged money
// history with its signed amounts and the points card (my page shows them), and the amount field
// (the bet slip's stake), and the game-money panel of transfer-wallet studios (their games' lists
// and my page show it).
export { AmountInput } from './amount-input';
export { GameMoneyPanel } from './game-money-panel';
export { PagedHistory } from './paged-history';
export { PointsCard } from './points-card';
export { signedNumber } from './signed-won';
export { useMember } from './use-member';
