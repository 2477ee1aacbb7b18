import { z } from 'zod';

/** Deposit and withdraw request states as stored and used inside the system. */
export const REQUEST_STATES = ['waiting', 'taken', 'completed', 'cancelled'] as const;
export type TRequestState = (typeof REQUEST_STATES)[number];

/** The same states as the brief spells them on the wire. */
export const ZRequestStatus = z.enum(['wait', 'reg', 'already', 'cansel']);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

const toWire: Record<TRequestState, TRequestStatus> = {
  waiting: 'wait',
  taken: 'reg',
  completed: 'already',
  cancelled: 'cansel',
};

/** The one place where request states get their wire spelling. */
export function requestStatusToWire(state: TRequestState): TRequestStatus {
  return toWire[state];
}
