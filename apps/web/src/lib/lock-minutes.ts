/** Whole minutes to wait from a `time` answer's seconds (at least 1; 15 when the server gives none). */
export function lockMinutes(retryAfter: number | undefined): number {
  if (retryAfter === undefined) return 15;
  return Math.max(1, Math.ceil(retryAfter / 60));
}
