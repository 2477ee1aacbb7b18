/**
 * Whether the player asked their system for less motion: wheels, cards and reels then jump (or
 * nearly jump) to where they end instead of travelling there. Read at each use, so a change of
 * the setting applies to the next round without a reload.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
