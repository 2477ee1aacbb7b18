import { z } from 'zod';
import { ZContentLanguage } from '../content-language.ts';
import { ZWonBalance } from '../fields.ts';
import { defineCall } from './define-call.ts';

/** Comp earned per settled stake, by game type, in basis points (100 = 1%). */
const ZLevelRates = z.object({
  slot: z.number().int().min(0),
  casino: z.number().int().min(0),
  sport: z.number().int().min(0),
});

/** A level as the member sees it: its name in the asked language (Korean where none is written). */
const ZMemberLevel = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  rates: ZLevelRates,
});

export const levelCalls = {
  /**
   * The member's level, its benefits (comp rates) and the way to the next one: a member rises to
   * the highest level whose `upgradeDeposits` their completed deposits (`deposits`) reach. `next`
   * is null at the top. `lang` (default ko) picks the levels' names.
   */
  'get-user-level': defineCall({
    path: '/public/user/level',
    auth: true,
    body: z.strictObject({ lang: ZContentLanguage.default('ko') }),
    answer: z.object({
      status: z.literal('success'),
      current: ZMemberLevel,
      next: ZMemberLevel.extend({ upgradeDeposits: ZWonBalance }).nullable(),
      deposits: ZWonBalance,
    }),
  }),
};
