import type { SseChannel } from './sse-channel.ts';

/**
 * What every stream the hub holds shares: its sign-in, its channel, and one way to stop, whether
 * the server closes it or the client goes away. `onStop` is the hub's (it forgets the stream);
 * `stopped` is the stream's own clean-up.
 */
export abstract class OpenStream {
  protected closed = false;
  onStop: () => void = () => undefined;

  constructor(
    readonly sessionId: number,
    readonly channel: SseChannel,
  ) {
    channel.onClose(() => this.stop());
  }

  /** Checks now and then that the sign-in is still live. */
  abstract sweep(): void;

  close(): void {
    this.channel.close();
    this.stop();
  }

  protected stopped(): void {}

  private stop(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopped();
    this.onStop();
  }
}
