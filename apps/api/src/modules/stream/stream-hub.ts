import type { EventBus } from '../../lib/events/event-bus.ts';
import type { LiveMessage } from '../../lib/events/live-message.ts';
import type { MemberStream } from './member-stream.ts';
import type { OpenStream } from './open-stream.ts';
import type { StaffStream } from './staff-stream.ts';

/** A comment on every stream this often, under the idle timeouts of proxies and load balancers. */
const HEARTBEAT_MS = 25_000;
/** Each stream checks its sign-in once in this many heartbeats (about five minutes), spread out. */
const SWEEP_BEATS = 12;
/** A member's streams at most (tabs, windows); one more closes their oldest. */
export const STREAMS_PER_MEMBER = 8;

/**
 * The streams this instance holds, by member, and the bus that feeds them: a message for a member
 * goes to that member's streams here (every member's, for a note to all), a staff message to every
 * back-office stream. One heartbeat timer serves them all.
 */
export class StreamHub {
  private readonly members = new Map<number, Set<MemberStream>>();
  private readonly staff = new Set<StaffStream>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private beats = 0;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe((message) => this.route(message));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  addMember(stream: MemberStream): void {
    const streams = this.members.get(stream.memberId) ?? new Set();
    this.members.set(stream.memberId, streams);
    streams.add(stream);
    stream.onStop = () => {
      streams.delete(stream);
      if (streams.size === 0 && this.members.get(stream.memberId) === streams)
        this.members.delete(stream.memberId);
    };
    if (streams.size > STREAMS_PER_MEMBER) streams.values().next().value?.close();
  }

  addStaff(stream: StaffStream): void {
    this.staff.add(stream);
    stream.onStop = () => this.staff.delete(stream);
  }

  /** Open streams: members' and staff's. */
  get size(): { members: number; staff: number } {
    let members = 0;
    for (const streams of this.members.values()) members += streams.size;
    return { members, staff: this.staff.size };
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const stream of this.all()) stream.close();
  }

  private route(message: LiveMessage): void {
    if (message.to === 'staff') {
      for (const stream of this.staff) stream.hear(message);
      return;
    }
    const targets =
      message.memberId === null ? [...this.members.values()] : [this.members.get(message.memberId) ?? []];
    for (const streams of targets) for (const stream of streams) stream.hear(message);
  }

  private beat(): void {
    this.beats += 1;
    for (const stream of this.all()) {
      stream.channel.ping();
      if ((stream.sessionId + this.beats) % SWEEP_BEATS === 0) stream.sweep();
    }
  }

  private *all(): Generator<OpenStream> {
    for (const streams of this.members.values()) yield* [...streams];
    yield* [...this.staff];
  }
}
