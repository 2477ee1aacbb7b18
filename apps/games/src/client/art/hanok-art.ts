import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, ellipse, roundRect, star } from './shapes.ts';

/** 한옥의 행운: the hanok, the golden key, 福, the raised gate, the crock terrace, the silk lantern. */

/** A tiled roof whose eaves lift at both ends, the line every hanok is known by. */
function roof(cx: number, top: number, w: number, h: number): string {
  return (
    `M${cx - w / 2} ${top + h * 0.62}Q${cx} ${top + h * 1.12} ${cx + w / 2} ${top + h * 0.62}` +
    `Q${cx + w * 0.36} ${top + h * 0.5} ${cx + w * 0.3} ${top}L${cx - w * 0.3} ${top}` +
    `Q${cx - w * 0.36} ${top + h * 0.5} ${cx - w / 2} ${top + h * 0.62}Z`
  );
}

const TILES = vertical('#5a6b8a', '#2a3450', '#141a2a');

export function hanok(): Art {
  return [
    fill(circle(50, 40, 40), radial(['#fff3c4', '#ffd56a00']), 0.6),
    fill(roundRect(12, 76, 76, 10, 2), vertical('#c8bca8', '#7a6e5c')),
    shape(roundRect(22, 48, 56, 28, 1), vertical('#fffaf0', '#e8dcc8'), '#5a3010', 1.2),
    line('M22 56 H78 M36 48 V76 M50 48 V76 M64 48 V76', '#7a4a20', 2),
    line(
      'M25 60 H33 M25 66 H33 M25 72 H33 M39 60 H47 M39 66 H47 M53 60 H61 M67 60 H75 M67 66 H75',
      '#b08a5a',
      0.8,
    ),
    shape(roof(50, 22, 92, 30), TILES, '#0a0f1a', 1.5),
    line('M14 37 Q50 50 86 37', '#8aa0c8', 1, 0.7),
    line('M30 22 H70', '#d9e2f5', 2.5),
  ];
}

export function goldenKey(): Art {
  const gold = vertical('#fff6c8', '#ffcf3a', '#a87a17');
  return [
    fill(star(50, 40, 46, 20, 12), radial(['#fff3b0', '#ffd56a00']), 0.7),
    shape(circle(50, 28, 18), gold, '#6b4a0a', 1.5),
    fill(circle(50, 28, 9), '#5a0a18'),
    { type: 'text', text: '福', x: 50, y: 28.5, size: 12, fill: '#ffd56a', font: 'serif' },
    shape(roundRect(46, 44, 8, 44, 3), gold, '#6b4a0a', 1.2),
    shape('M54 66 H66 V72 H60 V76 H66 V82 H54 Z', gold, '#6b4a0a', 1.2),
    line('M46 50 Q32 56 34 70', '#e53935', 2.5),
    fill(ellipse(34, 76, 4, 8), vertical('#ff6b6b', '#b71c1c')),
  ];
}

export function fortuneSeal(): Art {
  return [
    shape(circle(50, 50, 40), radial(['#ff5a5a', '#c41a22', '#6b0a10'], 0.5, 0.4, 0.7), '#ffd56a', 3),
    line(circle(50, 50, 33), '#ffd56a', 1.2),
    line(
      'M50 10 V17 M50 83 V90 M10 50 H17 M83 50 H90 M22 22 L27 27 M78 22 L73 27 M22 78 L27 73 M78 78 L73 73',
      '#ffd56a',
      2,
    ),
    {
      type: 'text',
      text: '福',
      x: 50,
      y: 51,
      size: 44,
      fill: vertical('#fffbe6', '#ffd56a', '#c9921f'),
      stroke: '#4a0508',
      width: 2,
      font: 'serif',
    },
  ];
}

export function grandGate(): Art {
  return [
    fill(roundRect(8, 86, 84, 6, 1), vertical('#c8bca8', '#7a6e5c')),
    shape(roundRect(14, 50, 22, 36, 1), vertical('#fffaf0', '#d8ccb8'), '#5a3010', 1),
    shape(roundRect(64, 50, 22, 36, 1), vertical('#fffaf0', '#d8ccb8'), '#5a3010', 1),
    shape(roof(25, 40, 34, 16), TILES, '#0a0f1a', 1.2),
    shape(roof(75, 40, 34, 16), TILES, '#0a0f1a', 1.2),
    shape(roundRect(36, 34, 28, 52, 1), vertical('#c4302a', '#7a1410'), '#3a0805', 1.2),
    line('M50 38 V86 M36 50 H64', '#3a0805', 1.5),
    fill(circle(46, 62, 2) + circle(54, 62, 2), '#ffd56a'),
    shape(roof(50, 14, 50, 22), TILES, '#0a0f1a', 1.5),
    line('M36 14 H64', '#d9e2f5', 2),
  ];
}

export function crockTerrace(): Art {
  const glaze = radial(['#a0643a', '#5a2a10', '#2a1005'], 0.4, 0.35, 0.7);
  const jar = (cx: number, cy: number, rx: number, ry: number): Art => [
    shape(ellipse(cx, cy, rx, ry), glaze, '#1a0a02', 1.2),
    fill(ellipse(cx - rx * 0.35, cy - ry * 0.3, rx * 0.25, ry * 0.35), '#ffffff', 0.28),
    shape(ellipse(cx, cy - ry * 0.92, rx * 0.62, ry * 0.18), vertical('#7a4a20', '#3a1a08'), '#1a0a02', 1),
  ];
  return [
    fill(roundRect(6, 80, 88, 12, 3), vertical('#b0a48e', '#6e6250')),
    line('M6 86 H94 M30 80 V92 M58 80 V92', '#5a5040', 0.8),
    ...jar(72, 62, 17, 19),
    ...jar(28, 64, 16, 17),
    ...jar(50, 58, 20, 23),
  ];
}

export function silkLantern(): Art {
  return [
    fill(circle(50, 56, 40), radial(['#fff3b0', '#ff9a3c44', '#ff9a3c00']), 0.9),
    line('M50 4 V18 M30 6 Q50 0 70 6', '#5a3010', 2.5),
    shape(roundRect(32, 18, 36, 10, 3), vertical('#3a6ad6', '#143a8a'), '#0a1a40', 1),
    shape(
      'M30 28 H70 Q76 52 70 76 H30 Q24 52 30 28 Z',
      vertical('#ff5a5a', '#d6202a', '#8e0f16'),
      '#4a0508',
      1.2,
    ),
    fill('M40 30 Q36 52 40 74 H60 Q64 52 60 30 Z', radial(['#fff6c8', '#ffd56a00']), 0.7),
    shape(roundRect(32, 76, 36, 10, 3), vertical('#3a6ad6', '#143a8a'), '#0a1a40', 1),
    line('M38 86 V96 M50 86 V98 M62 86 V96', '#ffd56a', 1.6),
    { type: 'text', text: '壽', x: 50, y: 52, size: 14, fill: '#ffd56a', font: 'serif' },
  ];
}
