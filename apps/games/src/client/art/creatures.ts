import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, ellipse, polygon } from './shapes.ts';

/**
 * Animals shared by several titles, in the manner of minhwa folk painting: the tiger (orange in
 * the folk tale and the pine forest, white as the moonlit wild) and the magpie, its companion.
 */
export interface TigerColors {
  light: string;
  dark: string;
  stripe: string;
  eye: string;
}

export const ORANGE_TIGER: TigerColors = {
  light: '#ffc266',
  dark: '#e06a10',
  stripe: '#1a0d05',
  eye: '#b6e65a',
};
export const WHITE_TIGER: TigerColors = {
  light: '#ffffff',
  dark: '#b9c8e6',
  stripe: '#1b2440',
  eye: '#62c8ff',
};

export function tigerFace(c: TigerColors): Art {
  const stripes = [
    'M17 50 Q26 51 30 45',
    'M16 60 Q25 59 30 54',
    'M83 50 Q74 51 70 45',
    'M84 60 Q75 59 70 54',
    'M40 30 Q44 36 42 42',
    'M60 30 Q56 36 58 42',
  ].join(' ');
  return [
    fill(circle(24, 30, 11), c.dark),
    fill(circle(76, 30, 11), c.dark),
    fill(circle(24, 31, 5.5), '#ffd9d2'),
    fill(circle(76, 31, 5.5), '#ffd9d2'),
    shape(ellipse(50, 55, 35, 31), radial([c.light, c.light, c.dark], 0.5, 0.6, 0.6), '#00000066', 1.5),
    line(stripes, c.stripe, 3.2),
    { type: 'text', text: '王', x: 50, y: 36, size: 15, fill: c.stripe, font: 'serif' },
    fill(ellipse(37, 49, 6.5, 5), c.eye),
    fill(ellipse(63, 49, 6.5, 5), c.eye),
    fill(ellipse(37, 49, 1.8, 4.2), '#000000'),
    fill(ellipse(63, 49, 1.8, 4.2), '#000000'),
    fill(circle(38.5, 47.5, 1.2), '#ffffff'),
    fill(circle(64.5, 47.5, 1.2), '#ffffff'),
    fill(ellipse(42, 67, 11, 8), '#fffaf0'),
    fill(ellipse(58, 67, 11, 8), '#fffaf0'),
    fill(ellipse(50, 78, 9, 5.5), '#fffaf0'),
    shape(
      polygon([
        [44, 58],
        [56, 58],
        [50, 65],
      ]),
      '#d45a6a',
      '#3a1010',
      1,
    ),
    line('M50 65 L50 70 M43 73 Q50 78 57 73', '#3a1010', 1.6),
    fill(
      [circle(40, 66, 0.9), circle(36, 69, 0.9), circle(60, 66, 0.9), circle(64, 69, 0.9)].join(''),
      '#5a3010',
    ),
  ];
}

export function magpie(): Art {
  return [
    line('M6 82 Q40 74 94 84', '#6b3f1f', 4.5),
    fill([circle(20, 78, 3), circle(84, 80, 3), circle(30, 74, 2.4)].join(''), '#ff9ec4'),
    fill([circle(20, 78, 1), circle(84, 80, 1)].join(''), '#fff2a8'),
    shape('M34 60 L8 76 L13 81 L40 66 Z', vertical('#2a6f8f', '#0b1b26'), '#06121a', 1),
    shape(
      'M30 56 Q34 36 56 38 Q74 40 76 55 Q71 70 50 72 Q35 71 30 56 Z',
      vertical('#22324a', '#05080f'),
      '#000000',
      1,
    ),
    fill('M40 60 Q48 72 64 64 Q67 56 59 52 Q48 54 40 60 Z', vertical('#ffffff', '#d6e2f0')),
    shape('M38 48 Q52 40 67 50 Q57 59 40 56 Z', vertical('#3d8fb8', '#12364d'), '#0a1c28', 1),
    fill('M44 52 Q54 48 62 52 Q54 55 44 54 Z', '#ffffff', 0.85),
    fill(circle(70, 37, 10), '#0b0f18'),
    fill(
      polygon([
        [78, 34],
        [91, 37.5],
        [78, 41],
      ]),
      '#3a3f4a',
    ),
    fill(circle(73, 35, 2), '#ffffff'),
    fill(circle(73.4, 35, 1), '#000000'),
    line('M46 71 L44 80 M54 71 L56 80', '#2a2a2a', 1.8),
  ];
}
