import type { FastifyInstance } from 'fastify';
import { decideWaitingBets } from './decide-waiting.service.ts';
import { applyFeedMessage } from './feed/apply-feed.service.ts';
import type { FeedAdapter } from './feed/feed-message.ts';

/** How often in-play bets whose delay is over are decided, and a feed is polled. */
const DECIDE_EVERY_MS = 1_000;
const POLL_EVERY_MS = 5_000;

export interface SportJobs {
  /** Stops scheduling passes and waits for the one running, if any. */
  stop(): Promise<void>;
}

/**
 * The sportsbook's background work in an API process: deciding the in-play bets whose delay is
 * over, and, with a feed, polling it and applying what it sends. Every instance may run the
 * decider (a bet is locked with SKIP LOCKED while it is decided); one instance runs a feed. A pass
 * runs to its end before the next is scheduled, so passes never overlap; a failed pass is logged
 * and the next one tries again.
 */
export function startSportJobs(
  app: FastifyInstance,
  {
    feed,
    decideEveryMs = DECIDE_EVERY_MS,
    pollEveryMs = POLL_EVERY_MS,
  }: { feed: FeedAdapter | null; decideEveryMs?: number; pollEveryMs?: number },
): SportJobs {
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();

  const every = (ms: number, name: string, pass: () => Promise<unknown>) => {
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = pass()
          .catch((error: unknown) => app.log.error({ err: error, job: name }, 'sportsbook job failed'))
          .finally(() => {
            running.delete(run);
            schedule();
          });
        running.add(run);
      }, ms);
      timers.add(timer);
    };
    schedule();
  };

  every(decideEveryMs, 'decide-waiting', () =>
    decideWaitingBets(app.db, app.clock(), (memberId) => app.live.balance(memberId)),
  );
  if (feed) {
    every(pollEveryMs, `feed:${feed.code}`, async () => {
      const now = app.clock();
      for (const message of await feed.poll(now)) {
        const outcome = await applyFeedMessage(app.db, message, now, (ids) => app.live.balance(...ids));
        if (outcome === 'invalid' || outcome === 'unknown_sport') {
          app.log.warn({ feed: feed.code, outcome }, 'a feed message was refused');
        }
      }
    });
  }
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
