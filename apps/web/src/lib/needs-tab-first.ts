/**
 * Safari on iOS, iPadOS and macOS blocks `window.open` once the click's task is over, so there an
 * empty tab is opened inside the click and pointed at the page (a game, the agent page) when its
 * URL arrives.
 */
export function needsTabFirst(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  const mac = /Macintosh/.test(userAgent);
  const safari = /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Firefox/.test(userAgent);
  // iPadOS says "Macintosh" but has a touch screen; every browser there is WebKit.
  return mac && (safari || maxTouchPoints > 1);
}
