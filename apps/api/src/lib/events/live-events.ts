import type { TStreamRequest } from '@haneul/contract';
import type { MemberCache } from '../member-cache.ts';
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
  /** A member's own fields changed (level, account type). */
  profile(memberId: number): void;
}

/**
 * The events, each first making this instance's member cache forget the member (so the instance
 * that made the change never answers from before it), then published for the others: every
 * instance's cache forgets on hearing it (`forgetOnEvents`).
 */
export function liveEvents(bus: EventBus, cache: MemberCache): LiveEvents {
  const tell = (
    memberId: number | null,
    kind: 'balance' | 'counts' | 'protection' | 'session' | 'profile',
  ) => {
    cache.forget(memberId);
    bus.publish({ to: 'member', memberId, kind });
  };
  return {
    balance: (...memberIds) => {
      for (const memberId of memberIds) tell(memberId, 'balance');
    },
    counts: (memberId) => tell(memberId, 'counts'),
    request: (memberId, request, created) => {
      cache.forget(memberId);
      bus.publish({ to: 'member', memberId, kind: 'request', request });
      bus.publish({ to: 'staff', kind: 'request', request: request.request, id: request.id, created });
    },
    protection: (memberId) => tell(memberId, 'protection'),
    session: (memberId) => tell(memberId, 'session'),
    profile: (memberId) => tell(memberId, 'profile'),
  };
}

/**
 * Every instance forgets what it heard changed, and keeps nothing while it cannot hear: events
 * missed then are unknown, so everything is forgotten when the bus listens again.
 */
export function forgetOnEvents(bus: EventBus, cache: MemberCache): () => void {
  const stopMessages = bus.subscribe((message) => {
    if (message.to === 'member') cache.forget(message.memberId);
  });
  const stopGaps = bus.onGap((state) => cache.setListening(state === 'restored'));
  return () => {
    stopMessages();
    stopGaps();
  };
}
