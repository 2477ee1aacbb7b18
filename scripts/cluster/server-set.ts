import type { ChildProcess } from 'node:child_process';
import { startService, stopServiceAndWait } from '../start/processes.ts';

/**
 * The cluster's Node servers, each `npm run start` of its workspace as `npm start` runs them, by
 * name (`api1`, `web2`, `games`). A server that exits when nobody stopped or killed it is told to
 * `onUnexpectedExit`.
 */
export class ServerSet {
  private readonly children = new Map<string, ChildProcess>();
  private readonly expectedExits = new Set<string>();
  /** Set by `stopAll`: a start still under way must not leave a server behind. */
  private closed = false;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly onUnexpectedExit: (name: string, code: number | null) => void,
  ) {}

  run(name: string, workspace: string, extra: NodeJS.ProcessEnv): void {
    if (this.closed) throw new Error(`not starting ${name}: the cluster is stopping`);
    const child = startService(name, 'npm', ['run', 'start', '-w', workspace], { ...this.env, ...extra });
    this.children.set(name, child);
    child.on('exit', (code) => {
      if (!this.expectedExits.delete(name)) this.onUnexpectedExit(name, code);
    });
  }

  /** A graceful stop (SIGTERM to the group), or `SIGKILL`: `kill -9`, nothing closed. */
  async stop(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.expectedExits.add(name);
    await stopServiceAndWait(child, { signal });
  }

  /** Stops every server at once (each waits for its handlers: a shutdown takes a second or two). */
  async stopAll(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }
}
