import { z } from 'zod';
import { statusOnly, ZPageInfo, ZTimeAnswer } from '../common.ts';
import { ZDateTime, ZDay, ZEmpty, ZId, ZWon, ZWonBalance, zText } from '../fields.ts';
import { defineCall } from './define-call.ts';

/** The brief's `used` flag: `y` means enabled. */
export const ZUsed = z.enum(['y', 'n']);

export const ZCasinoItem = z.object({
  code: z.string(),
  gameCompany: z.string(),
  used: ZUsed,
  imgUrl: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
});
/** A catalogue tile that opens a list rather than a game: a sport, or a slot provider. */
export const ZSportSetting = z.object({
  code: z.string(),
  used: ZUsed,
  imgUrl: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
});
/**
 * A slot provider's tile. `transferCompany` is set when its games play from a transfer-wallet
 * provider's own wallet: the provider code transfer-in-game and withdraw-from-game take as
 * `company`, so the site offers moving money there before play; null for the seamless wallet.
 */
export const ZSlotProvider = ZSportSetting.extend({ transferCompany: z.string().nullable() });
export const ZSlotGame = z.object({
  code: z.string(),
  gameCompany: z.string(),
  imgUrl: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  used: ZUsed,
});
export type TCasinoItem = z.infer<typeof ZCasinoItem>;
export type TSlotProvider = z.infer<typeof ZSlotProvider>;
export type TSlotGame = z.infer<typeof ZSlotGame>;
export type TSportSetting = z.infer<typeof ZSportSetting>;

/** Which lobby tab a game lives on: the casino tab's tables or a slot provider's slots. */
export const ZGameKind = z.enum(['casino', 'slot']);
export type TGameKind = z.infer<typeof ZGameKind>;

/**
 * A game the member opened lately, with what its tile needs to be drawn and launched again:
 * `gameCompany` is what open-game expects as `company` (the provider for casino games, the slot
 * provider for slot games), `used` is `n` when the game or its slot provider has been switched off
 * since, and `playedAt` is the member's latest launch of it.
 */
export const ZRecentGame = ZSlotGame.extend({
  kind: ZGameKind,
  playedAt: ZDateTime,
});
export type TRecentGame = z.infer<typeof ZRecentGame>;

/** The member's money at one transfer-wallet provider (`company`: its provider code). */
export const ZCompanyGameMoney = z.object({ company: z.string(), gameMoney: ZWonBalance });
export type TCompanyGameMoney = z.infer<typeof ZCompanyGameMoney>;

/**
 * The brief's game balance: cash, the sum of transfer-wallet game money, and comp; `companies`
 * (Haneul's addition) splits the game money by provider, one entry per provider the member has
 * ever moved money to.
 */
export const ZGameBalance = z.object({
  status: z.literal('success'),
  userId: z.string(),
  balance: z.number().int().min(0),
  gameMoney: z.number().int().min(0),
  rolling: z.number().int().min(0),
  companies: z.array(ZCompanyGameMoney),
});
export type TGameBalance = z.infer<typeof ZGameBalance>;

/**
 * open-game's own answers. `gameUrl` is the provider's launch URL with a one-time `launch` code
 * (the provider trades it for the game session's token with `authenticate`) and the `game` code
 * (the client adds `lang`); only http(s) is answered, so a bad launch URL in the
 * catalogue fails on the server instead of reaching `window.open`. Unknown, wrong-company and
 * switched-off games all answer `cant_find_code`; `time` is maintenance (no `retryAfter`) or a
 * repeat within 3 s of the member's last launch (`retryAfter` seconds). `blocked` (self-excluded)
 * comes from the common failures; a suspended member's session no longer resolves (`auth`).
 */
export const ZOpenGameAnswer = z.union([
  z.object({ status: z.literal('success'), gameUrl: z.url({ protocol: /^https?$/ }) }),
  statusOnly('cant_find_code'),
  ZTimeAnswer,
]);
export type TOpenGameAnswer = z.infer<typeof ZOpenGameAnswer>;

/**
 * A round's state as the wallet saw it: `open` while its bets wait for their result, `settled` once
 * a win (0 included) was paid, `rolled_back` when every stake was refunded and nothing won.
 */
export const ZBetRoundState = z.enum(['open', 'settled', 'rolled_back']);
export type TBetRoundState = z.infer<typeof ZBetRoundState>;

/**
 * One round of the member's casino or slot play, from the wallet's records. `id` is the round's
 * first landed bet (stable across pages); `stake` every landed bet of the round, `win` its wins,
 * `net` what the round did to the cash (`win` − `stake` + whatever a rollback refunded, so a
 * rolled-back round nets 0); `balanceAfter` the cash right after the round's last movement (its
 * refund, for a rolled-back round); `playedAt` its first bet. `verifyUrl` is the game server's public
 * verify page for the round, or null when its provider publishes none.
 */
export const ZBetRound = z.object({
  id: ZId,
  roundId: z.string(),
  gameCode: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  kind: ZGameKind,
  stake: ZWonBalance,
  win: ZWonBalance,
  net: z.number().int(),
  balanceAfter: ZWonBalance,
  state: ZBetRoundState,
  playedAt: ZDateTime,
  verifyUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type TBetRound = z.infer<typeof ZBetRound>;

/**
 * get-bet-list's body: a page, optionally one game kind, and Korean days (`YYYY-MM-DD`, UTC+9)
 * from and to, both included. A range that runs backwards is `invalid` (`from`: `after_to`).
 */
export const ZBetListBody = z
  .strictObject({
    page: z.number().int().min(1).max(100_000).default(1),
    kind: ZGameKind.optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .refine((body) => body.from === undefined || body.to === undefined || body.from <= body.to, {
    path: ['from'],
    message: 'after_to',
  });
export type TBetListBody = z.infer<typeof ZBetListBody>;

/**
 * A transfer's outcome: `balance` is the member's cash after it and `gameMoney` what sits at that
 * company's wallet (the ledger's game account, brought to the company's own figure).
 */
const ZTransferDone = z.object({
  status: z.literal('success'),
  balance: ZWonBalance,
  gameMoney: ZWonBalance,
});

/**
 * The refusals both transfers share: `cant_find_code` (no such company, or one whose wallet is
 * seamless), `time` (the company is under maintenance or did not answer: nothing moved), `wait` (a
 * transfer with that company is still waiting for its answer: the money is on its way and lands or
 * comes back by itself), `balance` (more than there is to move).
 */
const transferRefusals = [
  statusOnly('cant_find_code'),
  statusOnly('time'),
  statusOnly('wait'),
  statusOnly('balance'),
] as const;

export const slotCalls = {
  'get-in-game-balance': defineCall({
    path: '/public/slot/in_game_balance',
    auth: true,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), data: ZGameBalance }),
  }),
  /** `casiono`: the brief's spelling, kept on the wire. */
  'get-casino-setting': defineCall({
    path: '/public/slot/casino_setting',
    auth: false,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), casiono: z.array(ZCasinoItem) }),
  }),
  'get-sport-setting': defineCall({
    path: '/public/slot/sport_setting',
    auth: false,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), sport: z.array(ZSportSetting) }),
  }),
  'get-slot-setting': defineCall({
    path: '/public/slot/slot_setting',
    auth: false,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), slot: z.array(ZSlotProvider) }),
  }),
  /** An unknown company answers an empty list, not an error: the tile may be stale. */
  'get-slot-by-company': defineCall({
    path: '/public/slot/slot_by_company',
    auth: false,
    body: z.strictObject({ company: zText(64) }),
    answer: z.object({ status: z.literal('success'), games: z.array(ZSlotGame) }),
  }),
  /**
   * The member's recently played games, the latest first, each once; games since removed from the
   * catalogue are left out. Read from the game sessions open-game records, so it follows the member
   * from one device to another.
   */
  'get-recent-game': defineCall({
    path: '/public/slot/recent_game',
    auth: true,
    body: ZEmpty,
    answer: z.object({ status: z.literal('success'), games: z.array(ZRecentGame) }),
  }),
  /**
   * `company`: the provider code for casino items, the slot provider code for slot games.
   * `timeStemp`: the brief's spelling of the client's clock (Unix ms), kept on the wire; validated
   * but never trusted (the 3-second rule runs on the server's clock).
   */
  'open-game': defineCall({
    path: '/public/slot/open_game',
    auth: true,
    body: z.strictObject({ code: zText(64), company: zText(64), timeStemp: z.number().int().positive() }),
    answer: ZOpenGameAnswer,
  }),
  /**
   * Moves cash into a transfer-wallet company's own wallet (`company`: its provider code). A
   * self-excluded member is `blocked`; a member with a loss, wager or session limit is `limit`
   * (`reason: 'play_limit'`): rounds played at the company are outside what the API can hold to them.
   */
  'transfer-in-game': defineCall({
    path: '/public/slot/transfer_in',
    auth: true,
    body: z.strictObject({ company: zText(64), amount: ZWon }),
    answer: z.union([
      ZTransferDone,
      ...transferRefusals,
      z.object({ status: z.literal('limit'), reason: z.literal('play_limit') }),
    ]),
  }),
  /** Brings money back from a transfer-wallet company; no `amount` brings all of it. */
  'withdraw-from-game': defineCall({
    path: '/public/slot/withdraw',
    auth: true,
    body: z.strictObject({ company: zText(64), amount: ZWon.optional() }),
    answer: z.union([ZTransferDone, ...transferRefusals]),
  }),
  /**
   * The member's casino and slot rounds, newest first, a page at a time (`maxCount` rows a page,
   * `totalCount` in all); sport bets have get-sport-bets.
   */
  'get-bet-list': defineCall({
    path: '/public/slot/bet_list',
    auth: true,
    body: ZBetListBody,
    answer: z.object({ status: z.literal('success'), bets: z.array(ZBetRound), ...ZPageInfo }),
  }),
};
