import { isStale } from './freshness.ts';
import { runToEnd } from './processes.ts';

/** What the member site's build depends on: a change in any of them means the build is stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/public',
  'apps/web/next.config.ts',
  'packages/contract/src',
];

/** Builds the member site when its last build is missing or older than its sources. */
export async function buildWebIfStale(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  if (!isStale('apps/web/.next/BUILD_ID', WEB_SOURCES)) return;
  log('Building the member site…');
  await runToEnd('npm', ['run', 'build', '-w', '@haneul/web'], env);
}
