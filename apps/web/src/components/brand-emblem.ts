/**
 * The emblem's strokes, drawn by the wordmark (brand.tsx) and by scripts/generate-icons.ts (icon.svg,
 * favicon, apple icon): a sun rising over the horizon with its rays, sky-blue swells below. A
 * landscape, not a figure, so it never reads as a member's avatar beside the account chips.
 */
export const RAYS =
  'M29.1 18.75L31.26 17.5M25.25 14.91L26.5 12.74M20 13.5V11M14.75 14.91L13.5 12.74M10.91 18.75L8.74 17.5';
export const WAVES =
  'M10.1 29.5c2.2-1.6 4.4-1.6 6.6 0s4.4 1.6 6.6 0 4.4-1.6 6.6 0M13.4 33.5c2.2-1.6 4.4-1.6 6.6 0s4.4 1.6 6.6 0';
