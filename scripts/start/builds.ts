import { isStale } from './freshness.ts';
import { runToEnd } from './processes.ts';

/** A front end that `npm start` and the e2e servers build before serving, when stale. */
interface FrontEndBuild {
  /** What the log says is being built. */
  label: string;
  workspace: string;
  /** A file every successful build writes: missing or older than a source means stale. */
  output: string;
  sources: string[];
}

export const FRONT_END_BUILDS: FrontEndBuild[] = [
  {
    label: 'the member site',
    workspace: '@haneul/web',
    output: 'apps/web/.next/BUILD_ID',
    sources: [
      'apps/web/src',
      'apps/web/messages',
      'apps/web/public',
      'apps/web/next.config.ts',
      'packages/contract/src',
    ],
  },
  {
    label: 'the game window',
    workspace: '@haneul/games',
    output: 'apps/games/dist/client/index.html',
    sources: [
      'apps/games/src/client',
      'apps/games/src/protocol',
      'apps/games/vite.config.ts',
      'packages/game-math/src',
    ],
  },
  {
    label: 'the back office',
    workspace: '@haneul/backoffice',
    output: 'apps/backoffice/dist/index.html',
    sources: [
      'apps/backoffice/src',
      'apps/backoffice/index.html',
      'apps/backoffice/agent',
      'apps/backoffice/vite.config.ts',
      'packages/contract/src',
    ],
  },
];

/** Builds every front end whose last build is missing or older than its sources, one at a time. */
export async function buildStaleFrontEnds(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  for (const build of FRONT_END_BUILDS) {
    if (!isStale(build.output, build.sources)) continue;
    log(`Building ${build.label}…`);
    await runToEnd('npm', ['run', 'build', '-w', build.workspace], env);
  }
}

/**
 * Compiles the three Node servers and the packages they run on to JavaScript (`npm run
 * build:servers`: tsc's incremental build, a no-op when nothing changed, and the member site's
 * small custom server bundled by esbuild). Production runs that JavaScript, never TypeScript.
 */
export async function buildServers(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  log('Compiling the servers…');
  await runToEnd('npm', ['run', 'build:servers'], env);
}
