import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, ellipse, polygon, star } from './shapes.ts';

/** 황금 곶감: the golden persimmon, the lucky pouch, the persimmon string and the thatched cottage. */

function calyx(cx: number, cy: number, r: number): Art {
  return [
    shape(star(cx, cy, r, r * 0.45, 4, Math.PI / 4), vertical('#7bc043', '#2e6b1a'), '#1d4410', 0.8),
    fill(circle(cx, cy, r * 0.25), '#4a2a0a'),
  ];
}

export function goldenPersimmon(): Art {
  return [
    fill(circle(50, 50, 46), radial(['#fff3b0', '#ffd56a00']), 0.7),
    shape(ellipse(50, 52, 30, 26), radial(['#fff6c8', '#ffcf3a', '#d4861a'], 0.4, 0.35, 0.7), '#8a5010', 1.5),
    fill(ellipse(40, 42, 8, 5), '#ffffff', 0.55),
    ...calyx(50, 29, 11),
    line('M50 24 Q52 16 56 14', '#4a2a0a', 2.2),
  ];
}

export function luckyPouch(): Art {
  return [
    shape(
      'M30 42 Q16 70 32 87 Q50 96 68 87 Q84 70 70 42 Z',
      vertical('#ff6b8a', '#d6204a', '#8e0f2a'),
      '#5a0a18',
      1.5,
    ),
    shape('M32 30 Q50 38 68 30 L70 42 Q50 48 30 42 Z', vertical('#ff8fa3', '#c2185b'), '#5a0a18', 1),
    line('M30 43 Q50 50 70 43', '#ffd56a', 2.6),
    line('M50 47 L46 62 M50 47 L54 62', '#ffd56a', 1.6),
    fill(circle(46, 63, 2.2) + circle(54, 63, 2.2), '#ffd56a'),
    fill(circle(50, 70, 12), radial(['#fff6c8', '#ffd56a', '#c98a12'])),
    { type: 'text', text: '福', x: 50, y: 70.5, size: 15, fill: '#8e0f2a', font: 'serif' },
    line('M36 32 Q40 22 50 24 Q60 22 64 32', '#ffd56a', 1.6),
  ];
}

function driedPersimmon(cx: number, cy: number): Art {
  return [
    shape(ellipse(cx, cy, 11, 8.5), radial(['#ffb35c', '#e0661a', '#9a3a0a'], 0.4, 0.35, 0.7), '#5a2006', 1),
    fill(ellipse(cx - 4, cy - 3, 3, 1.8), '#ffffff', 0.4),
    ...calyx(cx, cy - 8, 4.5),
  ];
}

export function persimmonString(): Art {
  return [
    line('M50 6 L50 94', '#c9a66b', 2),
    line('M46 6 Q50 2 54 6', '#c9a66b', 2),
    ...driedPersimmon(50, 24),
    ...driedPersimmon(50, 47),
    ...driedPersimmon(50, 70),
    line('M44 88 L50 94 L56 88', '#c9a66b', 2),
  ];
}

export function thatchedCottage(): Art {
  const straw = 'M14 50 Q16 26 50 20 Q84 26 86 50 Q50 56 14 50 Z';
  return [
    fill(circle(78, 22, 10), radial(['#fff6c8', '#ffcf3a'])),
    shape('M22 48 L78 48 L78 82 L22 82 Z', vertical('#fff8ea', '#e8d8bc'), '#6b4a2a', 1.2),
    line('M22 60 L78 60 M40 48 V82 M60 48 V82', '#8a5a30', 2),
    shape('M44 62 L56 62 L56 82 L44 82 Z', vertical('#a0642a', '#5a3010'), '#3a1d08', 1),
    line('M47 64 V80 M50 64 V80 M53 64 V80', '#3a1d08', 0.7),
    shape(straw, vertical('#f6d27a', '#c9921f', '#8a5f10'), '#5a3c08', 1.5),
    line('M22 36 Q50 30 78 36 M18 44 Q50 40 82 44', '#8a5f10', 1.1),
    fill(
      polygon([
        [8, 82],
        [92, 82],
        [88, 90],
        [12, 90],
      ]),
      vertical('#9a8a78', '#5a4e42'),
    ),
    fill(circle(28, 72, 3) + circle(72, 72, 3), '#ff7a2a'),
  ];
}
