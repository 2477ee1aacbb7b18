import type { TStreamRequest } from '@haneul/contract';
import type { EventBus } from './event-bus.ts';

/**
 * What the modules say after a change commits, for the members' streams and the back office's
 * queues to hear on whichever instance holds them. Never awaited: a change is done when it
 * commits, whether or not anyone was told.
 */
export interface LiveEvents {
  /** Cash or comp of these members moved. */
  balance(...memberIds: readonly number[]): void;
  /** A note (to one member, or to all with null) or a help reply arrived. */
  counts(memberId: number | null): void;
  /** A deposit or withdrawal request was made (`created`) or moved: the member and the queues hear it. */
  request(memberId: number, request: TStreamRequest, created: boolean): void;
  /** A member's limits or reality check changed. */
  protection(memberId: number): void;
  /** A member's sessions may have ended (signed out, suspended, password changed). */
  session(memberId: number): void;
}

export function liveEvents(bus: EventBus): LiveEvents {
  return {
    balance: (...memberIds) => {
      for (const memberId of memberIds) bus.publish({ to: 'member', memberId, kind: 'balance' });
    },
    counts: (memberId) => bus.publish({ to: 'member', memberId, kind: 'counts' }),
    request: (memberId, request, created) => {
      bus.publish({ to: 'member', memberId, kind: 'request', request });
      bus.publish({ to: 'staff', kind: 'request', request: request.request, id: request.id, created });
    },
    protection: (memberId) => bus.publish({ to: 'member', memberId, kind: 'protection' }),
    session: (memberId) => bus.publish({ to: 'member', memberId, kind: 'session' }),
  };
}
