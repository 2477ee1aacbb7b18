import { measureFirstLoadJs, type FirstLoadJs } from './lib/first-load-js.ts';
import { measureLighthouse, type LighthouseFigures } from './lib/lighthouse-score.ts';
import { startWebStack } from './lib/web-stack.ts';

export interface WebFigures {
  firstLoadJs: FirstLoadJs;
  lighthouse: LighthouseFigures;
}

/** Requests to home before measuring, so the figures are a warm server's, not its first render. */
const WARM_UP_REQUESTS = 5;
/** Lighthouse runs; the median counts (Lighthouse's own advice for variable hosts is five). */
const LIGHTHOUSE_RUNS = 5;

/**
 * Home's page weight and Lighthouse mobile performance against the production build (`next start`)
 * with the API behind it, as a visitor arriving for the first time sees it.
 */
export async function benchWeb(): Promise<WebFigures> {
  const stack = await startWebStack();
  try {
    const home = `${stack.url}/`;
    for (let request = 0; request < WARM_UP_REQUESTS; request += 1) await (await fetch(home)).text();
    const firstLoadJs = await measureFirstLoadJs(home);
    const lighthouse = await measureLighthouse(home, LIGHTHOUSE_RUNS);
    return { firstLoadJs, lighthouse };
  } finally {
    await stack.close();
  }
}
