import { balanceCalls } from './calls/balance.ts';
import { communityCalls } from './calls/community.ts';
import { protectionCalls } from './calls/protection.ts';
import type { CallSpec } from './calls/define-call.ts';
import { levelCalls } from './calls/level.ts';
import { pointCalls } from './calls/points.ts';
import { slotCalls } from './calls/slot.ts';
import { sportCalls } from './calls/sport.ts';
import { userCalls } from './calls/user.ts';

/** Every call the member site may make: call name → API path, session need, body and answer. */
export const callTable = {
  ...userCalls,
  ...levelCalls,
  ...communityCalls,
  ...slotCalls,
  ...balanceCalls,
  ...pointCalls,
  ...sportCalls,
  ...protectionCalls,
};

export type CallTable = typeof callTable;
export type CallName = keyof CallTable;

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(callTable, name);
}

export function findCall(name: string): CallSpec | undefined {
  return isCallName(name) ? callTable[name] : undefined;
}
