import { BLACKJACK_ACTIONS } from '@haneul/game-math';
import { z } from 'zod';

/**
 * The round API between the game window (src/client) and the game server (src/server). Both sides
 * import these schemas: the server validates every request body, the client parses every answer.
 *
 * Authentication: the game URL carries a one-time launch code (`?launch=`, 60 s). The window trades
 * it at once for a window session (`POST /api/launch`); every other `/api/*` call except the public
 * ones sends `Authorization: Bearer <window session>`. The wallet's game session token stays on the
 * server: the window never sees it. A spent, expired or unknown code, or a session the wallet no
 * longer honours, is HTTP 401 `{ status: 'invalid_token' }`.
 *
 * Failures answer `{ status, errors?, ...extra }` (`ZApiError`), the shape the API answers too:
 * HTTP 400 `invalid` with `errors: [{ field, reason }]` for a bad body, 401 `invalid_token` (also
 * when a play finds the session expired), 404 `not_found` (also: the token's game is not hosted
 * here), 409 `busy` (a round of this player is still being settled; spins, deals, seed changes and
 * rotations all wait for it), 429 `time` with `retryAfter` seconds (too many calls: refused
 * launches from one address, or one window session's calls), 503 `wallet_unavailable` (the wallet
 * did not answer; the round is resumed or refunded by the server, never lost), 500 `error`.
 * Player protection (docs/protection.md#game-window) refuses a new round with 409
 * `reality_check` and `realityCheck` (a reality check fell due: the window shows it and
 * acknowledges it with POST /api/reality-check), or 409 `too_soon` and `retryAfterMs` (a slot spin
 * before the least spin cycle since the previous one began).
 */

export const GAME_KINDS = ['slot', 'baccarat', 'roulette', 'dragonTiger', 'sicBo', 'blackjack'] as const;
export const ZGameKind = z.enum(GAME_KINDS);
export type TGameKind = z.infer<typeof ZGameKind>;

/** The tables played as "stakes on spots, one draw, settle": one call and one round shape for all. */
export const TABLE_KINDS = ['roulette', 'dragonTiger', 'sicBo'] as const;
export const ZTableKind = z.enum(TABLE_KINDS);
export type TTableKind = z.infer<typeof ZTableKind>;

/** The five languages of the site; the game URL carries `lang` (ko by default). */
export const GAME_LANGS = ['ko', 'en', 'jp', 'vn', 'cn'] as const;
export const ZGameLang = z.enum(GAME_LANGS);
export type TGameLang = z.infer<typeof ZGameLang>;

const ZWon = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A client seed: what the member types, 1–64 printable characters (no colon: it separates the HMAC message). */
export const ZClientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/)
  .refine((seed) => !seed.includes(':'), 'no colon');

/** The seed pair in use: the server seed only as its SHA-256 commitment until it is rotated away. */
export const ZFairnessState = z.object({
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nextNonce: z.number().int().min(0),
});
export type TFairnessState = z.infer<typeof ZFairnessState>;

/** A revealed seed pair: everything needed to verify every round played with it. */
export const ZRevealedSeeds = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with this pair used nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: z.number().int().min(0),
});
export type TRevealedSeeds = z.infer<typeof ZRevealedSeeds>;

// ---- Engine results, as the engines in @haneul/game-math produce them ----------------------------

export const ZLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  pay: ZWon,
});
export const ZWayWin = z.object({
  symbol: z.string(),
  count: z.number().int(),
  ways: z.number().int(),
  pay: ZWon,
});
const ZCell = z.tuple([z.number().int(), z.number().int()]);
/** One tumble of a cascade title: the cells that vanished and the window the drop left. */
export const ZCascadeStep = z.object({
  removed: z.array(ZCell),
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  wayWins: z.array(ZWayWin),
  multiplier: z.number().int(),
  win: ZWon,
});
export const ZReelSpin = z.object({
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lineWins: z.array(ZLineWin),
  wayWins: z.array(ZWayWin),
  scatter: z.object({ count: z.number().int(), pay: ZWon }),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  win: ZWon,
  /** Cascade titles: every tumble after this window, in order. */
  cascades: z.array(ZCascadeStep).optional(),
  /** Hold-and-spin titles: each cash symbol's value in won, `[reel][row]`, null where none. */
  cashValues: z.array(z.array(ZWon.nullable())).optional(),
});
/** A hold-and-spin feature: each respin's landings, the values locked at the end, the jackpot. */
export const ZHoldAndSpin = z.object({
  respins: z.array(
    z.object({
      landed: z.array(z.object({ reel: z.number().int(), row: z.number().int(), value: ZWon })),
      respinsLeft: z.number().int(),
    }),
  ),
  values: z.array(z.array(ZWon.nullable())),
  jackpot: ZWon,
  win: ZWon,
});
/**
 * A paid spin as the engine played it. The mechanic's steps (`cascades`, `cashValues`,
 * `holdAndSpin`) are part of it: the window animates them and the verify page compares them, so
 * an answer without them would neither play nor verify.
 */
export const ZSpinResult = z.object({
  titleCode: z.string(),
  bet: ZWon,
  base: ZReelSpin,
  freeSpins: z.array(ZReelSpin),
  freeSpinsWin: ZWon,
  holdAndSpin: ZHoldAndSpin.optional(),
  totalWin: ZWon,
});
export type TSpinResult = z.infer<typeof ZSpinResult>;

export const ZCard = z.object({
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['S', 'H', 'D', 'C']),
});
export const ZCoup = z.object({
  player: z.array(ZCard),
  banker: z.array(ZCard),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  outcome: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});
export type TCoup = z.infer<typeof ZCoup>;

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export const ZBaccaratBet = z.enum(BACCARAT_BETS);
export const ZSettlement = z.object({
  bets: z.array(
    z.object({ bet: ZBaccaratBet, stake: ZWon, result: z.enum(['win', 'lose', 'push']), payout: ZWon }),
  ),
  totalStake: ZWon,
  totalPayout: ZWon,
});

/** A table round's draw: the pocket the ball fell in, the two cards, or the three dice. */
export const ZTableDraw = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roulette'), pocket: z.number().int().min(0).max(36) }),
  z.object({
    kind: z.literal('dragonTiger'),
    dragon: ZCard,
    tiger: ZCard,
    outcome: z.enum(['dragon', 'tiger', 'tie']),
    suitedTie: z.boolean(),
  }),
  z.object({
    kind: z.literal('sicBo'),
    dice: z.tuple([
      z.number().int().min(1).max(6),
      z.number().int().min(1).max(6),
      z.number().int().min(1).max(6),
    ]),
  }),
]);
export type TTableDraw = z.infer<typeof ZTableDraw>;

/** A table bet's key as the engines spell it (`straight:17`, `dragon`, `total:10`, ...). */
export const ZTableBetKey = z.string().min(1).max(24);
export const ZTableSettlement = z.object({
  bets: z.array(
    z.object({
      bet: ZTableBetKey,
      stake: ZWon,
      /** `half`: half the stake back (dragon tiger's main bets on a tie). */
      result: z.enum(['win', 'lose', 'push', 'half']),
      payout: ZWon,
    }),
  ),
  totalStake: ZWon,
  totalPayout: ZWon,
});
export const ZTableRound = z.object({
  bets: z.record(ZTableBetKey, ZWon),
  draw: ZTableDraw,
  settlement: ZTableSettlement,
});
export type TTableRound = z.infer<typeof ZTableRound>;

/** A blackjack decision, as the engine names it (`legalActions` says which are allowed now). */
export const ZBlackjackAction = z.enum(BLACKJACK_ACTIONS);
export type TBlackjackAction = z.infer<typeof ZBlackjackAction>;

const ZBlackjackSettlement = z.object({
  hands: z.array(
    z.object({
      cards: z.array(ZCard),
      stake: ZWon,
      doubled: z.boolean(),
      split: z.boolean(),
      surrendered: z.boolean(),
      total: z.number().int(),
      result: z.enum(['blackjack', 'win', 'push', 'lose', 'surrender', 'bust']),
      payout: ZWon,
    }),
  ),
  dealer: z.object({ cards: z.array(ZCard), total: z.number().int(), blackjack: z.boolean() }),
  insurance: z.object({ stake: ZWon, payout: ZWon }).nullable(),
  totalStake: ZWon,
  totalPayout: ZWon,
});

/**
 * A blackjack hand as the player may see it (the engine's `blackjackView`): never the shoe, and
 * the dealer's hole card only once the hand is over (`phase: 'settled'`, with its settlement).
 */
export const ZBlackjackView = z.object({
  phase: z.enum(['insurance', 'player', 'settled']),
  dealer: z.object({
    cards: z.array(ZCard),
    holeHidden: z.boolean(),
    total: z.number().int(),
    soft: z.boolean(),
  }),
  hands: z.array(
    z.object({
      cards: z.array(ZCard),
      stake: ZWon,
      total: z.number().int(),
      soft: z.boolean(),
      doubled: z.boolean(),
      split: z.boolean(),
      surrendered: z.boolean(),
      bust: z.boolean(),
      blackjack: z.boolean(),
      done: z.boolean(),
    }),
  ),
  activeHand: z.number().int().min(0).nullable(),
  legalActions: z.array(ZBlackjackAction),
  insuranceStake: ZWon.nullable(),
  settlement: ZBlackjackSettlement.nullable(),
});
export type TBlackjackView = z.infer<typeof ZBlackjackView>;

/**
 * A blackjack round: the first stake and every decision taken, in order (with the seeds, all a
 * verifier needs to replay it), and the hand as it stands.
 */
export const ZBlackjackRound = z.object({
  bet: ZWon,
  actions: z.array(ZBlackjackAction),
  view: ZBlackjackView,
});
export type TBlackjackRound = z.infer<typeof ZBlackjackRound>;

// ---- Rounds -------------------------------------------------------------------------------------

/**
 * A round's life: `open` (outcome drawn and stored, bet not yet confirmed by the wallet), `debited`
 * (bet accepted, win not yet confirmed), `settled` (win, possibly 0, confirmed), `refunded` (the bet
 * was rolled back after an interruption), `void` (the wallet refused the bet: nothing moved).
 */
export const ROUND_STATES = ['open', 'debited', 'settled', 'refunded', 'void'] as const;
export const ZRoundState = z.enum(ROUND_STATES);
export type TRoundState = z.infer<typeof ZRoundState>;

/** What a player (and the public verify page) sees of a stored round. */
export const ZRoundView = z.object({
  id: z.string(),
  gameCode: z.string(),
  kind: ZGameKind,
  state: ZRoundState,
  stake: ZWon,
  payout: ZWon,
  createdAt: z.iso.datetime(),
  /**
   * The member's cash before the stake left and after the payout landed (null where an interruption
   * lost the wallet's answer); only in the owner's window, null on the public round call.
   */
  balances: z.object({ before: ZWon.nullable(), after: ZWon.nullable() }).nullable(),
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Present once the seed pair has been rotated away. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int().min(0),
  }),
  /** Exactly one of these, by kind. */
  spin: ZSpinResult.nullable(),
  baccarat: z
    .object({ bets: z.partialRecord(ZBaccaratBet, ZWon), coup: ZCoup, settlement: ZSettlement })
    .nullable(),
  /** Roulette, dragon tiger and sic bo (`TABLE_KINDS`). */
  table: ZTableRound.nullable(),
  /** Blackjack: present on blackjack rounds only. */
  blackjack: ZBlackjackRound.optional(),
});
export type TRoundView = z.infer<typeof ZRoundView>;

// ---- Player protection --------------------------------------------------------------------------

/**
 * A reality check that fell due: `due` is when (every interval from the session's start), and the
 * figures are this window session's, from this server's rounds: time since the session started,
 * the stakes taken, the wins paid, and the wins less the stakes.
 */
export const ZRealityCheck = z.object({
  due: z.iso.datetime(),
  playedMs: z.number().int().min(0),
  staked: ZWon,
  won: ZWon,
  net: z.number().int(),
});
export type TRealityCheck = z.infer<typeof ZRealityCheck>;

/** The operator's safer slot play, as the wallet handed it over (no limits when it sent none). */
export const ZSlotRules = z.object({
  /** The least time from one spin's start to the next, ms (0: none). */
  minSpinMs: z.number().int().min(0),
  autoplayAllowed: z.boolean(),
  /** False: a spin plays at its own pace (the spin button does not hurry it). */
  turboAllowed: z.boolean(),
  /** False: a win of at most the stake is shown without celebration (win lines, sound). */
  celebrateAtOrBelowStake: z.boolean(),
  /** The largest stake of one spin; null: the title's own maximum. */
  maxStake: ZWon.nullable(),
});
export type TSlotRules = z.infer<typeof ZSlotRules>;
/** Slots as the titles define them: what a wallet that sends no protection leaves. */
export const UNRESTRICTED_SLOT_RULES: TSlotRules = {
  minSpinMs: 0,
  autoplayAllowed: true,
  turboAllowed: true,
  celebrateAtOrBelowStake: true,
  maxStake: null,
};

/** POST /api/reality-check — the window acknowledges the check it showed (`due` as it got it). */
export const ZRealityCheckAck = z.object({ due: z.iso.datetime() });
/** Answers the check still waiting, if another fell due meanwhile, else null. */
export const ZRealityCheckAckAnswer = z.object({ realityCheck: ZRealityCheck.nullable() });

// ---- Calls --------------------------------------------------------------------------------------

/** POST /api/launch — the launch code of the game URL (single use); answers the window's session. */
export const ZLaunchRequest = z.object({ launchCode: z.string().trim().min(1).max(200) });
export const ZLaunchAnswer = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export type TLaunchAnswer = z.infer<typeof ZLaunchAnswer>;

/** POST /api/session — first call of the game window. */
export const ZSessionAnswer = z.object({
  player: z.object({ id: z.string() }),
  balance: ZWon,
  game: z.object({ code: z.string(), kind: ZGameKind }),
  fairness: ZFairnessState,
  /**
   * The player's last rounds of this game, newest first (at most 50): the history and the roads.
   * Only rounds whose stake was taken: `settled`, and `debited` (paid by the server shortly).
   */
  recent: z.array(ZRoundView),
  /**
   * A blackjack hand of this game still waiting for the player's decisions (reopening the window
   * resumes it), else null. It is not among `recent` until it is over.
   */
  inPlay: ZRoundView.nullable(),
  /** The slot rules to apply, and a reality check waiting for acknowledgement (else null). */
  protection: z.object({ slot: ZSlotRules, realityCheck: ZRealityCheck.nullable() }),
});
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;

/**
 * POST /api/slot/spin — the bet must also suit the title (between its `minBet` and `maxBet`, a
 * multiple of its `coinsPerSpin`: `GET /api/games/:code` answers them as `bets`), else 400 invalid.
 */
export const ZSpinRequest = z.object({ bet: ZWon.min(1) });

/** The baccarat table's limits per bet spot (whole won); a spot left at 0 is not played. */
export const BACCARAT_STAKE_LIMITS = { min: 1_000, max: 10_000_000 } as const;
const ZBaccaratStake = ZWon.refine(
  (stake) => stake === 0 || (stake >= BACCARAT_STAKE_LIMITS.min && stake <= BACCARAT_STAKE_LIMITS.max),
  `0, or ${BACCARAT_STAKE_LIMITS.min} to ${BACCARAT_STAKE_LIMITS.max}`,
);
/** POST /api/baccarat/deal — at least one stake above 0, each within the table limits. */
export const ZDealRequest = z.object({
  bets: z
    .partialRecord(ZBaccaratBet, ZBaccaratStake)
    .refine((bets) => Object.values(bets).some((stake) => (stake ?? 0) > 0), 'no bet placed'),
});

/** The most spots one table round may stake (a roulette layout has 157; covering it all is allowed). */
export const MAX_TABLE_SPOTS = 160;
/**
 * POST /api/table/play — roulette, dragon tiger and sic bo: stakes by bet key. Each key must be one
 * of the session's game and each stake within that spot's table limit (`GET /api/games/:code`
 * answers them as `limits`), else 400 invalid with the spot named (`bets.<key>`).
 */
export const ZTablePlayRequest = z.object({
  bets: z
    .record(ZTableBetKey, ZWon.min(1))
    .refine((bets) => Object.keys(bets).length > 0, 'no bet placed')
    .refine((bets) => Object.keys(bets).length <= MAX_TABLE_SPOTS, `at most ${MAX_TABLE_SPOTS} spots`),
});

/**
 * POST /api/blackjack/start — deals a hand for the first stake, which must also lie within the
 * table's limits (`GET /api/games/blackjack` answers them as `bets`: min, max and step), else 400
 * invalid naming `stake`. Answers a play answer; its round holds the hand (`blackjack`), `debited`
 * while the player acts, `settled` when the deal ended it (a blackjack, a dealer blackjack).
 */
export const ZBlackjackStartRequest = z.object({ stake: ZWon.min(1) });

/**
 * POST /api/blackjack/act — one decision on the player's hand in play. An action the hand does not
 * allow now is 400 invalid naming `action`; a hand that is over, 400 invalid naming `roundId`;
 * another player's round (or none), 404 not_found; a decision still waiting on the wallet for the
 * same hand, 409 busy.
 */
export const ZBlackjackActRequest = z.object({ roundId: z.uuid(), action: ZBlackjackAction });

/**
 * The wallet's verdict on a bet as the window gets it: `OK`, or a refusal that moved nothing
 * (not enough cash, the game switched off, the player excluded, a play limit reached).
 */
export const BET_REFUSALS = [
  'INSUFFICIENT_FUNDS',
  'GAME_DISABLED',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
] as const;
export const ZBetVerdict = z.enum(['OK', ...BET_REFUSALS]);

/**
 * Answer of a blackjack decision. A double, split or insurance stakes more first: `status` is the
 * wallet's verdict on that stake, and a refusal leaves the hand as it was. `balance` is the
 * member's cash after the money the decision moved (the extra stake, or the payout when the hand
 * ended with it); null when it moved none (a hit, a stand in mid-hand). `round` is the hand as it
 * now stands, `settled` once it is over and paid.
 */
export const ZBlackjackActAnswer = z.object({
  status: ZBetVerdict,
  balance: ZWon.nullable(),
  round: ZRoundView,
});
export type TBlackjackActAnswer = z.infer<typeof ZBlackjackActAnswer>;

/**
 * Answer of spin and deal. `status` is the wallet's verdict on the bet: `OK` (the round is
 * settled and `round` holds it), or a refusal (`BET_REFUSALS`: nothing moved; `round` is null).
 */
export const ZPlayAnswer = z.object({
  status: ZBetVerdict,
  balance: ZWon,
  round: ZRoundView.nullable(),
  fairness: ZFairnessState,
});
export type TPlayAnswer = z.infer<typeof ZPlayAnswer>;

/**
 * POST /api/fairness/client-seed — takes effect from the next round. A pair is one server seed and
 * one client seed, so when rounds were already played with the pair in use, that pair is revealed
 * (as a rotation would) and a new server seed starts with the new client seed; `revealed` is then
 * that pair, else null (the unused pair just takes the new client seed).
 */
export const ZClientSeedRequest = z.object({ clientSeed: ZClientSeed });
export const ZClientSeedAnswer = z.object({ fairness: ZFairnessState, revealed: ZRevealedSeeds.nullable() });
export type TClientSeedAnswer = z.infer<typeof ZClientSeedAnswer>;
/** POST /api/fairness/rotate (no body) — reveals the pair in use and starts a new one, same client seed. */
export const ZRotateAnswer = z.object({ revealed: ZRevealedSeeds, fairness: ZFairnessState });
export type TRotateAnswer = z.infer<typeof ZRotateAnswer>;

/** GET /api/rounds/:id — public: the verify page loads a round by id (server seed only once revealed). */
export const ZRoundAnswer = z.object({ round: ZRoundView });

/** GET /api/games/:code — public: the title's rules for the help screen (slots: the RTP table). */
export const ZRtpTable = z.object({
  code: z.string(),
  name: z.object({ ko: z.string(), en: z.string() }),
  volatility: z.string(),
  rtp: z.number(),
  baseRtp: z.number(),
  freeSpinsRtp: z.number(),
  rtpPercent: z.string(),
  hitFrequency: z.number(),
  sd: z.number(),
  /** One trigger in this many paid spins; null for a title without free spins. */
  freeSpinsOneIn: z.number().nullable(),
  freeSpinsPerTrigger: z.number(),
  topAward: z.object({ multiple: z.number(), oneIn: z.number() }),
  maxWin: z.number(),
  /** Cascade titles: tumbles per paid spin and the longest chain any stops play. */
  cascade: z.object({ tumblesPerSpin: z.number(), longest: z.number().int() }).optional(),
  /** Hold-and-spin titles: the feature's RTP and odds, respins per feature, the grand jackpot. */
  holdAndSpin: z
    .object({
      rtp: z.number(),
      oneIn: z.number(),
      respinsPerTrigger: z.number(),
      jackpot: z.object({ multiple: z.number(), oneIn: z.number() }),
    })
    .optional(),
});
export const ZBaccaratOddsRow = z.object({
  bet: ZBaccaratBet,
  pays: z.string(),
  houseEdgePercent: z.string(),
});
/** What one bet (a slot spin's total bet, a baccarat spot's stake) may be: min..max in steps of `step`. */
export const ZBetLimits = z.object({ min: ZWon, max: ZWon, step: ZWon });
/** One kind of table bet: its pays as printed, its exact house edge, and its stake limits. */
export const ZTableOddsRow = z.object({
  bet: z.string(),
  pays: z.string(),
  houseEdgePercent: z.string(),
  min: ZWon,
  max: ZWon,
});
/** A strategy chart's play: H hit, S stand, Dh/Ds double else hit/stand, P split, Rh/Rs/Rp surrender else hit/stand/split. */
export const STRATEGY_CODES = ['H', 'S', 'Dh', 'Ds', 'P', 'Rh', 'Rs', 'Rp'] as const;
/** One row of the chart: the hand (a total, or for pairs the card's value, 1 = aces) and a play per up card. */
const ZChartRow = z.object({ hand: z.number().int(), plays: z.array(z.enum(STRATEGY_CODES)) });
/** Basic strategy as the engine derives it for the table's rules (not typed in). */
export const ZStrategyChart = z.object({
  /** The columns: the dealer's up card by value, 2–10 then the ace (1). */
  upCards: z.array(z.number().int().min(1).max(10)),
  hard: z.array(ZChartRow),
  soft: z.array(ZChartRow),
  pairs: z.array(ZChartRow),
});
export type TStrategyChart = z.infer<typeof ZStrategyChart>;
/** The table rules the engine deals (`BlackjackRules`). */
export const ZBlackjackRules = z.object({
  decks: z.number().int(),
  dealerHitsSoft17: z.boolean(),
  blackjackPays: z.object({ wins: z.number().int(), per: z.number().int() }),
  doubleAfterSplit: z.boolean(),
  maxHands: z.number().int(),
  lateSurrender: z.boolean(),
});

export const ZGameInfoAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), code: z.string(), bets: ZBetLimits, rtp: ZRtpTable }),
  z.object({
    kind: z.literal('baccarat'),
    code: z.string(),
    bets: ZBetLimits,
    odds: z.array(ZBaccaratOddsRow),
  }),
  z.object({
    kind: ZTableKind,
    code: z.string(),
    /** The declared maximum win per won staked (a straight up's 35:1 and its stake: 36). */
    maxWinMultiple: z.string(),
    odds: z.array(ZTableOddsRow),
  }),
  z.object({
    kind: z.literal('blackjack'),
    code: z.string(),
    rules: ZBlackjackRules,
    /** The first stake of a hand; doubles, splits and insurance stake what the rules say on top. */
    bets: ZBetLimits,
    /** The exact house edge with basic strategy, insurance declined, per won of the first stake. */
    houseEdgePercent: z.string(),
    maxWinMultiple: z.string(),
    chart: ZStrategyChart,
  }),
]);
export type TGameInfoAnswer = z.infer<typeof ZGameInfoAnswer>;

/** A failed call's answer (the statuses and their HTTP codes: the comment at the top). */
export const ZApiError = z.object({
  status: z.enum([
    'invalid',
    'invalid_token',
    'not_found',
    'busy',
    'time',
    'reality_check',
    'too_soon',
    'wallet_unavailable',
    'error',
  ]),
  errors: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
  /** With `time`: the whole seconds to wait. */
  retryAfter: z.number().int().min(0).optional(),
  /** With `too_soon`: the milliseconds until the next spin may start. */
  retryAfterMs: z.number().int().min(0).optional(),
  /** With `reality_check`: the check to show. */
  realityCheck: ZRealityCheck.optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
