import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  /** How many script files the page's HTML loads. */
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Every `<script src>` in the HTML that a current browser runs, resolved against the page, each
 * once. `nomodule` scripts (Next's polyfills for browsers without ES modules) are skipped: every
 * browser the site supports ignores them without downloading them.
 */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .flatMap((tag) => {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      return src ? [new URL(src.replaceAll('&amp;', '&'), pageUrl).toString()] : [];
    });
  return [...new Set(sources)];
}

/**
 * The JavaScript a first visit downloads before the page is interactive: the scripts the page's
 * HTML loads, each gzipped here at zlib's default level (what `next start` sends), summed. Chunks
 * fetched later (a dialog opened, another route) are not part of it; that is the point of
 * splitting them off.
 */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const urls = scriptUrls(await page.text(), pageUrl);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { scripts: urls.length, rawBytes, gzipBytes };
}
