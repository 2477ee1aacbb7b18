import { createConnection } from 'node:net';

const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

/** True when a Redis server answers PING at the address within a second. */
function answersPing({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString('latin1').startsWith('+PONG')));
  });
}

/**
 * The Redis the instances' live events go over: REDIS_URL when given, else the machine's own on
 * 6379 when it answers, else none. Redis is optional: without it the events go over PostgreSQL's
 * LISTEN/NOTIFY on the primary directly (DATABASE_DIRECT_URL), never through PgBouncer.
 */
export async function chooseRedis(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const configured = env.REDIS_URL?.trim();
  if (configured) return configured;
  return (await answersPing(LOCAL_REDIS)) ? `redis://${LOCAL_REDIS.host}:${LOCAL_REDIS.port}` : undefined;
}
