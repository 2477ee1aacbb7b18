import { line, shape, vertical, type Art } from './art-spec.ts';
import type { TitlePalette } from './palettes.ts';
import { polygon } from './shapes.ts';

/**
 * The low symbols: carved card ranks in the title's colours, each over a small knot ornament
 * (매듭) so they read as part of the theme rather than plain letters.
 */
export type Royal = 'A' | 'K' | 'Q' | 'J' | 'T';

export function royalArt(rank: Royal, p: TitlePalette): Art {
  const [light, dark] = p.royals[rank];
  const text = rank === 'T' ? '10' : rank;
  return [
    // The knot: a diamond with two tassel strokes, behind the letter.
    shape(
      polygon([
        [50, 58],
        [64, 72],
        [50, 86],
        [36, 72],
      ]),
      vertical(dark, '#00000088'),
      light,
      1.2,
    ),
    line('M50 86 L46 96 M50 86 L54 96', dark, 2),
    {
      type: 'text',
      text,
      x: 50,
      y: 46,
      size: rank === 'T' ? 50 : 62,
      fill: vertical('#ffffff', light, dark),
      stroke: '#140a1e',
      width: 5,
      font: 'serif',
    },
  ];
}
