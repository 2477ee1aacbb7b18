import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, cloud, ellipse } from './shapes.ts';

/** 달빛 호랑이: the full moon, the pine, the taegeuk fan (the tigers are in creatures.ts). */

export function fullMoon(): Art {
  return [
    fill(circle(50, 50, 48), radial(['#fff8d8', '#d9e6ff44', '#9fc8ff00']), 0.9),
    shape(circle(50, 50, 32), radial(['#fffdf0', '#f4ecc4', '#d8c890'], 0.4, 0.4, 0.7), '#fff8d8', 1.5),
    fill(circle(40, 42, 5) + circle(60, 58, 7) + circle(56, 36, 3) + circle(42, 62, 3.5), '#cfc290', 0.55),
    fill(cloud(36, 76, 40), vertical('#c9d7f5', '#6b82b8'), 0.95),
    fill(cloud(72, 70, 30), vertical('#dfe8ff', '#7f93c4'), 0.9),
  ];
}

export function pineTree(): Art {
  const foliage = vertical('#4fae6a', '#1b5e34', '#0b3320');
  return [
    fill(circle(70, 24, 14), radial(['#fff8d8', '#fff8d800']), 0.7),
    shape(
      'M46 94 Q40 70 50 54 Q58 40 48 24 L54 22 Q64 40 56 56 Q48 72 56 94 Z',
      vertical('#a0643a', '#5a3018'),
      '#2a1408',
      1,
    ),
    line('M50 58 Q36 52 24 56 M54 42 Q68 36 78 40', '#6b3f1f', 3),
    shape(ellipse(26, 52, 18, 7), foliage, '#0b3320', 1),
    shape(ellipse(76, 38, 17, 6.5), foliage, '#0b3320', 1),
    shape(ellipse(46, 22, 20, 8), foliage, '#0b3320', 1),
    shape(ellipse(62, 62, 14, 6), foliage, '#0b3320', 1),
    line('M12 52 L40 52 M62 38 L90 38 M30 22 L62 22 M50 62 L74 62', '#8fdc9a', 0.8, 0.7),
    fill(ellipse(50, 94, 24, 4), '#0b1b33', 0.6),
  ];
}

export function taegeukFan(): Art {
  const ribs = [-70, -45, -20, 0, 20, 45, 70]
    .map((deg) => {
      const a = ((deg - 90) * Math.PI) / 180;
      return `M50 70 L${(50 + 44 * Math.cos(a)).toFixed(1)} ${(70 + 44 * Math.sin(a)).toFixed(1)}`;
    })
    .join('');
  return [
    shape('M8 62 A44 44 0 0 1 92 62 L58 70 Q50 74 42 70 Z', vertical('#fffaf0', '#e8dcc0'), '#6b4a2a', 1.5),
    line(ribs, '#b08a5a', 0.9),
    fill('M50 24 A18 18 0 0 1 50 60 A9 9 0 0 1 50 42 A9 9 0 0 0 50 24 Z', '#1f5fb0'),
    fill('M50 24 A18 18 0 0 0 50 60 A9 9 0 0 1 50 42 A9 9 0 0 0 50 24 Z', '#d6202a'),
    line(circle(50, 42, 18), '#3a2a1a', 1),
    shape('M46 70 L54 70 L53 92 L47 92 Z', vertical('#8a5a30', '#4a2a10'), '#2a1408', 1),
    line('M50 92 Q46 96 44 100 M50 92 Q54 96 56 100', '#d6202a', 1.5),
  ];
}
