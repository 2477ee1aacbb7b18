import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  /** The performance category, 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of the host during the run; its 4x slowdown assumes about 1050. */
  benchmarkIndex: number;
}

export interface LighthouseFigures {
  /** The run with the median score, the one reported. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * Lighthouse's performance category with its default settings, which are the mobile ones (a
 * mid-range phone's screen, slow 4G, 4x CPU slowdown, simulated throttling). Scores move from run
 * to run, so the page is measured `runs` times in one headless Chromium and the median run counts.
 */
export async function measureLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('Lighthouse gave no result');
      const { categories, audits, environment } = result.lhr;
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        speedIndexMs: value('speed-index'),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      });
    }
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) throw new Error('no Lighthouse runs');
    return { median, runs: results };
  } finally {
    chrome.kill();
  }
}
