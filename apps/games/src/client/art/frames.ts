import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import type { TitlePalette } from './palettes.ts';
import { circle, roundRect, star } from './shapes.ts';

/**
 * What every symbol of a kind shares: premium symbols stand on the title's plaque, wilds wear a
 * gold frame and a ribbon naming them, scatters sit in a burst of light.
 */
export function plaque(p: TitlePalette): Art {
  return [
    shape(roundRect(6, 6, 88, 88, 16), vertical(p.plaque[0], p.plaque[1]), '#00000055', 1),
    line(roundRect(8, 8, 84, 84, 14), p.accent, 1.2, 0.45),
    fill(roundRect(12, 10, 76, 30, 12), '#ffffff', 0.07),
  ];
}

export function wildFrame(p: TitlePalette): Art {
  return [
    shape(roundRect(4, 4, 92, 92, 14), vertical(p.plaque[0], '#000000'), p.frame[1], 3),
    fill(circle(50, 44, 40), radial(['#fff3c4', '#ffd56a55', '#00000000']), 0.55),
    line(roundRect(9, 9, 82, 82, 10), p.frame[0], 1, 0.6),
  ];
}

/** The ribbon across the bottom of a wild, with the word the player's language uses. */
export function wildRibbon(label: string): Art {
  return [
    shape('M10 76 L90 76 L86 84 L90 92 L10 92 L14 84 Z', vertical('#e53935', '#8e0f16'), '#ffd56a', 1.6),
    {
      type: 'text',
      text: label,
      x: 50,
      y: 84.5,
      size: label.length > 5 ? 9 : 11,
      fill: vertical('#fffbe6', '#ffd56a'),
      stroke: '#5a0a0f',
      width: 2,
      font: 'sans',
    },
  ];
}

/**
 * A multiplier wild's seal in its top corner (x2, x3): the multiplier is the reason to watch for
 * it, so it reads before the mask does, even on a phone's smallest cells.
 */
export function multiplierBadge(multiplier: number): Art {
  return [
    shape(circle(78, 20, 15), radial(['#ff7a6b', '#d6202a', '#7a0a10'], 0.4, 0.35, 0.7), '#ffd56a', 2.2),
    {
      type: 'text',
      text: `×${multiplier}`,
      x: 78,
      y: 20.5,
      size: 15,
      fill: vertical('#fffbe6', '#ffd56a'),
      stroke: '#4a0508',
      width: 2.4,
      font: 'sans',
    },
  ];
}

export function scatterBurst(color: string): Art {
  return [
    fill(star(50, 50, 50, 22, 12), radial([color, `${color}00`]), 0.75),
    fill(circle(50, 50, 36), radial(['#ffffff', `${color}aa`, `${color}00`]), 0.5),
  ];
}

/**
 * A hold-and-spin cell still waiting for a cash symbol: a dark socket in the title's reel colours
 * with a faint ring where the symbol will sit, so the board reads as cells to fill, not as gaps.
 */
export function emptySocket(p: TitlePalette): Art {
  return [
    shape(roundRect(8, 8, 84, 84, 14), vertical(p.reel[1], p.reel[0]), p.plaque[0], 1.2),
    line(circle(50, 52, 26), p.accent, 1.2, 0.3),
    fill(circle(50, 52, 20), radial([`${p.accent}33`, `${p.accent}00`])),
  ];
}
