import type { WebFigures } from './web.ts';

const FIRST_LOAD_JS_TARGET_KB = 200;
const LIGHTHOUSE_TARGET = 90;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** BENCHMARKS.md's section on the member site's home page. */
export function renderWebSection({ firstLoadJs, lighthouse }: WebFigures): string[] {
  const run = lighthouse.median;
  const runs = lighthouse.runs.map((each) => `${each.score} at ${each.benchmarkIndex}`).join(', ');
  return [
    '## Member site: home',
    '',
    'The production build served by its server (`apps/web/server.ts`), the API behind it on PostgreSQL with the demo seed.',
    "First-load JavaScript: every script home's HTML loads (`nomodule` polyfills excepted: current",
    "browsers skip them), gzipped at zlib's default level and summed. Lighthouse 13 performance with",
    'its default mobile settings (simulated slow 4G, 4x CPU slowdown) in headless Chromium: the median',
    `of ${lighthouse.runs.length} runs; each run's score at the host's CPU benchmark index: ${runs}.`,
    'The 4x slowdown assumes an index of about 1050: a faster host scores higher, a slower or busier',
    'one lower, blocking time above all.',
    '',
    '| scripts | JS raw kB | JS gzip kB | Lighthouse | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${firstLoadJs.scripts} | ${kb(firstLoadJs.rawBytes)} | ${kb(firstLoadJs.gzipBytes)} | ${run.score} | ${Math.round(run.fcpMs)} | ${Math.round(run.lcpMs)} | ${Math.round(run.tbtMs)} | ${run.cls.toFixed(3)} | ${Math.round(run.speedIndexMs)} |`,
    '',
    `Targets: first-load JS < ${FIRST_LOAD_JS_TARGET_KB} kB gzipped — ${verdict(firstLoadJs.gzipBytes < FIRST_LOAD_JS_TARGET_KB * 1000)};`,
    `Lighthouse mobile performance ≥ ${LIGHTHOUSE_TARGET} — ${verdict(run.score >= LIGHTHOUSE_TARGET)}.`,
    '',
  ];
}
