/**
 * The wallet's query keys: each list is keyed by the call that reads it, so a request invalidates
 * exactly the lists it changes (the page number follows the call name).
 */
export const BALANCE_SETTING_KEY = ['get-balance-setting'] as const;
export const DEPOSIT_LIST_KEY = ['get-deposit-list'] as const;
export const WITHDRAW_LIST_KEY = ['get-withdraw-list'] as const;
export const COMP_HISTORY_KEY = ['get-comp-history'] as const;
export const MONEY_HISTORY_KEY = ['get-money-history'] as const;
export const MONEY_LOCKS_KEY = ['get-money-locks'] as const;
export const GAME_MONEY_KEY = ['get-in-game-balance'] as const;
