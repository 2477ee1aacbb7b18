import { z } from 'zod';
import { statusOnly } from '../common.ts';
import { ZWon, ZWonBalance } from '../fields.ts';
import { defineCall } from './define-call.ts';

/**
 * Points (포인트) are a balance of their own, beside cash (`balance`) and comp (`rolling`): the
 * operator grants them in events (the back office's member screen), 1 P = 1 won. They are never
 * staked; they reach play only by converting to cash, from the operator's `pointMin` upwards. Every
 * conversion answers the three balances as they stand after it.
 */
const ZPointsAnswer = z.object({
  status: z.literal('success'),
  balance: ZWonBalance,
  rolling: ZWonBalance,
  point: ZWonBalance,
});
const ZPointsBody = z.strictObject({ amount: ZWon });

export const pointCalls = {
  /**
   * The brief's `user_chang_to_point`: comp (rolling) to points, any amount up to the comp held, so a
   * member can gather comp with event points and convert them together. `low_point`: more than the
   * comp held.
   */
  'user-chang-to-point': defineCall({
    path: '/public/user/user_chang_to_point',
    auth: true,
    body: ZPointsBody,
    answer: z.union([ZPointsAnswer, statusOnly('low_point')]),
  }),
  /**
   * Cash set aside as points, out of play until converted back (from `pointMin`). `balance`: more
   * than the cash held.
   */
  'money-to-point': defineCall({
    path: '/public/balance/money_to_point',
    auth: true,
    body: ZPointsBody,
    answer: z.union([ZPointsAnswer, statusOnly('balance')]),
  }),
  /** Points to cash. `low_point`: below the operator's `pointMin`, or more than the points held. */
  'point-to-money': defineCall({
    path: '/public/balance/point_to_money',
    auth: true,
    body: ZPointsBody,
    answer: z.union([ZPointsAnswer, statusOnly('low_point')]),
  }),
};
