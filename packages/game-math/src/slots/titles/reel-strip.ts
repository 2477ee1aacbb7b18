/**
 * Reel strips are written as one line of space-separated symbol codes, so a whole strip reads at
 * a glance in a title file and a diff shows exactly which stops moved.
 */
export function reelStrip(text: string): string[] {
  return text.trim().split(/\s+/);
}
