import type { Db } from '@haneul/db';
import type { Clock } from '@haneul/server-kit';
import type { MemberMessage } from '../../lib/events/live-message.ts';
import { listLimits } from '../protection/limits.service.ts';
import { sessionSummary } from '../protection/session-summary.service.ts';
import { findMemberHealth } from '../user/member-view.queries.ts';
import { limitWarnings } from './limit-warnings.ts';
import { lastRealityCheck, nextRealityCheck } from './reality-check-schedule.ts';
import { OpenStream } from './open-stream.ts';
import type { SseChannel } from './sse-channel.ts';
import { liveMemberSession, type StreamSession } from './stream.queries.ts';

export interface StreamContext {
  db: Db;
  clock: Clock;
  onError(error: unknown): void;
}

/** What a read brings up to date: the money, the counts, the limits' reminders. */
type Part = 'balance' | 'counts' | 'limits';

/**
 * A reality check that fell due this long before the stream opened is still told: the browser was
 * reconnecting around its moment (one it had acknowledged already, it ignores by its number).
 */
const LATE_CHECK_MS = 60_000;

/** How widely the reads after a note to every member are spread. */
const BROADCAST_SPREAD_MS = 5_000;

/**
 * One member's open stream. Every event it hears is a hint: it reads the state itself after the
 * change committed, so an event from any instance, in any order, leaves the browser with the
 * state as it is. Reads coalesce: hints that arrive while one is under way make one more.
 */
export class MemberStream extends OpenStream {
  private readonly pending = new Set<Part>();
  private draining = false;
  private hasLimits = false;
  private readonly warned = new Set<string>();
  private realityTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly context: StreamContext,
    readonly memberId: number,
    sessionId: number,
    channel: SseChannel,
  ) {
    super(sessionId, channel);
  }

  /** Opens with the state as it stands, so a browser that reconnected has missed nothing. */
  start(session: StreamSession): void {
    this.armRealityCheck(session, true);
    this.refresh(['balance', 'counts', 'limits']);
  }

  hear(message: MemberMessage): void {
    if (this.closed) return;
    if (message.kind === 'balance') this.refresh(this.hasLimits ? ['balance', 'limits'] : ['balance']);
    else if (message.kind === 'profile') this.refresh(['balance']);
    else if (message.kind === 'counts' && message.memberId === null) {
      // A note to every member: spread the reads, rather than every stream's at once.
      setTimeout(() => this.refresh(['counts']), Math.random() * BROADCAST_SPREAD_MS).unref();
    } else if (message.kind === 'counts') this.refresh(['counts']);
    else if (message.kind === 'request') {
      this.channel.send('request', message.request);
      if (this.hasLimits) this.refresh(['limits']);
    } else void this.checkSession(message.kind === 'protection');
  }

  /** Called by the hub now and then: is the sign-in still live, and (for session limits) the time. */
  override sweep(): void {
    void this.checkSession(this.hasLimits);
  }

  protected override stopped(): void {
    clearTimeout(this.realityTimer);
  }

  private refresh(parts: readonly Part[]): void {
    for (const part of parts) this.pending.add(part);
    if (this.draining) return;
    this.draining = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.closed) {
      const parts = new Set(this.pending);
      this.pending.clear();
      try {
        await this.read(parts);
      } catch (error) {
        this.context.onError(error);
      }
    }
    this.draining = false;
  }

  private async read(parts: ReadonlySet<Part>): Promise<void> {
    const { db, clock } = this.context;
    if (parts.has('balance') || parts.has('counts')) {
      const health = await findMemberHealth(db, this.memberId);
      if (!health) return this.close();
      if (parts.has('balance'))
        this.channel.send('balance', {
          balance: health.cash,
          rolling: health.comp,
          in_balance: health.game,
          point: health.point,
        });
      if (parts.has('counts'))
        this.channel.send('counts', { noteCount: health.noteCount, helpCount: health.helpCount });
    }
    if (parts.has('limits')) {
      const limits = await listLimits(db, this.memberId, clock());
      this.hasLimits = limits.length > 0;
      for (const reminder of limitWarnings(limits, this.warned)) this.channel.send('reminder', reminder);
    }
  }

  private async checkSession(settingsChanged: boolean): Promise<void> {
    try {
      const session = await liveMemberSession(this.context.db, this.sessionId, this.context.clock());
      if (!session) return this.close();
      if (settingsChanged) this.armRealityCheck(session, false);
      if (settingsChanged || this.hasLimits) this.refresh(['limits']);
    } catch (error) {
      this.context.onError(error);
    }
  }

  /** Sets the timer of the next check (after `told`, the one just told, however the clock reads). */
  private armRealityCheck(session: StreamSession, opening: boolean, told = 0): void {
    clearTimeout(this.realityTimer);
    const { since, realityCheckMinutes: minutes } = session;
    if (this.closed || minutes === null) return;
    const now = this.context.clock();
    const last = opening ? lastRealityCheck(since, minutes, now) : null;
    if (last && now.getTime() - last.at.getTime() < LATE_CHECK_MS) void this.tellRealityCheck(last.due);
    const next = nextRealityCheck(since, minutes, now, told + 1);
    this.realityTimer = setTimeout(
      () => {
        void this.tellRealityCheck(next.due);
        this.armRealityCheck(session, false, next.due);
      },
      Math.max(0, next.at.getTime() - now.getTime()),
    );
  }

  private async tellRealityCheck(due: number): Promise<void> {
    try {
      const summary = await sessionSummary(this.context.db, {
        memberId: this.memberId,
        sessionId: this.sessionId,
        now: this.context.clock(),
      });
      if (this.closed) return;
      const { since, seconds, staked, won, net } = summary;
      this.channel.send('reminder', { kind: 'reality_check', due, since, seconds, staked, won, net });
    } catch (error) {
      this.context.onError(error);
    }
  }
}
