// What other features may use of the wallet: the member's profile (bank details) and the paged
// money history with its signed amounts (my page shows them).
export { PagedHistory } from './paged-history';
export { signedNumber } from './signed-won';
export { useMember } from './use-member';
