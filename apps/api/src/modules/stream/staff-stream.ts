import type { StaffMessage } from '../../lib/events/live-message.ts';
import { OpenStream } from './open-stream.ts';
import type { SseChannel } from './sse-channel.ts';
import { liveStaffSession } from './stream.queries.ts';
import type { StreamContext } from './member-stream.ts';

/** A back-office queue's stream: each request made or moved, as it happens. */
export class StaffStream extends OpenStream {
  constructor(
    private readonly context: StreamContext,
    sessionId: number,
    channel: SseChannel,
  ) {
    super(sessionId, channel);
  }

  hear(message: StaffMessage): void {
    if (this.closed) return;
    const { request, id, created } = message;
    this.channel.send('request', { request, id, created });
  }

  /** Ends the stream once its sign-in has ended (signed out, expired, account locked). */
  override sweep(): void {
    liveStaffSession(this.context.db, this.sessionId, this.context.clock()).then(
      (live) => {
        if (!live) this.close();
      },
      (error: unknown) => this.context.onError(error),
    );
  }
}
