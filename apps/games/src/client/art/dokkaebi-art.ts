import { fill, line, radial, shape, vertical, type Art, type ArtLayer } from './art-spec.ts';
import { circle, coinHole, ellipse, polygon, roundRect, star } from './shapes.ts';

/** 도깨비 보물: the goblin club, the chest, the dokkaebi, the golden toad, the gourd and coins. */

export function goblinClub(): Art {
  const studs = [
    [48, 20],
    [58, 28],
    [44, 34],
    [56, 42],
    [46, 48],
  ].map(([x, y]) => circle(x!, y!, 3.2));
  return [
    fill(star(52, 34, 30, 12, 8), radial(['#fff3b0', '#ffd56a00']), 0.8),
    shape(
      'M44 88 L50 88 L64 34 Q66 14 52 10 Q36 10 38 30 Z',
      vertical('#c98a4a', '#8a4a1a', '#4a2008'),
      '#2a1004',
      1.5,
    ),
    fill(studs.join(''), radial(['#fff6c8', '#ffd56a', '#a87a17'])),
    shape(roundRect(40, 76, 14, 14, 3), vertical('#e53935', '#8e0f16'), '#ffd56a', 1),
    line('M47 90 L45 98 M47 90 L49 98', '#e53935', 1.6),
  ];
}

export function treasureChest(): Art {
  return [
    fill(circle(50, 40, 40), radial(['#fff6c8', '#ffd56a66', '#ffd56a00']), 0.9),
    fill(
      circle(38, 36, 5) + circle(52, 32, 5) + circle(62, 38, 5),
      radial(['#fff6c8', '#ffcf3a', '#a87a17']),
    ),
    shape('M18 52 L82 52 L80 88 L20 88 Z', vertical('#a0522d', '#5a2a10'), '#2a1004', 1.5),
    shape('M16 52 Q18 34 50 32 Q82 34 84 52 Z', vertical('#b8683a', '#6b3010'), '#2a1004', 1.5),
    line('M16 52 L84 52 M18 70 L82 70 M34 33 L34 88 M66 33 L66 88', '#ffd56a', 3),
    shape(roundRect(44, 56, 12, 14, 2), vertical('#fff3b0', '#d4a02c'), '#5a3c08', 1),
    fill(
      circle(50, 62, 2) +
        polygon([
          [49, 63],
          [51, 63],
          [52, 67],
          [48, 67],
        ]),
      '#3a2008',
    ),
  ];
}

export function dokkaebi(): Art {
  return [
    shape('M26 32 Q18 12 24 4 Q30 18 36 26 Z', vertical('#fff8e0', '#c9b27a'), '#5a4a20', 1),
    shape('M74 32 Q82 12 76 4 Q70 18 64 26 Z', vertical('#fff8e0', '#c9b27a'), '#5a4a20', 1),
    fill('M20 40 Q14 20 30 22 Q36 10 50 16 Q64 10 70 22 Q86 20 80 40 Z', '#2a0f3a'),
    shape(ellipse(50, 56, 32, 34), radial(['#7dffb0', '#1faa5c', '#0b5a30'], 0.5, 0.45, 0.6), '#052a15', 1.5),
    line('M28 42 Q38 36 46 44 M72 42 Q62 36 54 44', '#052a15', 3.5),
    fill(circle(38, 50, 8) + circle(62, 50, 8), '#fffbe6'),
    fill(circle(39, 51, 4) + circle(61, 51, 4), '#e53935'),
    fill(circle(39, 51, 1.8) + circle(61, 51, 1.8), '#000000'),
    fill(ellipse(50, 62, 6, 4.5), '#0b5a30'),
    shape('M30 72 Q50 90 70 72 Q50 80 30 72 Z', '#5a0a18', '#052a15', 1.5),
    fill(
      polygon([
        [36, 75],
        [40, 75],
        [38, 84],
      ]) +
        polygon([
          [60, 75],
          [64, 75],
          [62, 84],
        ]),
      '#ffffff',
    ),
  ];
}

export function goldenToad(): Art {
  const body = radial(['#fff6c8', '#ffcf3a', '#a87a17'], 0.45, 0.4, 0.65);
  return [
    shape(ellipse(50, 64, 36, 26), body, '#6b4a0a', 1.5),
    shape(circle(32, 36, 10), body, '#6b4a0a', 1.2),
    shape(circle(68, 36, 10), body, '#6b4a0a', 1.2),
    fill(circle(32, 35, 5) + circle(68, 35, 5), '#1a1005'),
    fill(circle(30.5, 33.5, 1.6) + circle(66.5, 33.5, 1.6), '#ffffff'),
    fill(circle(40, 60, 3) + circle(60, 66, 3.5) + circle(28, 70, 2.5) + circle(72, 58, 2.5), '#c98a12', 0.8),
    shape(circle(50, 58, 9), radial(['#fff6c8', '#d4a02c']), '#6b4a0a', 1.2),
    fill(coinHole(50, 58, 9), '#6b4a0a'),
    line('M18 86 Q24 80 32 86 M68 86 Q76 80 82 86', '#6b4a0a', 2),
  ];
}

export function magicGourd(): Art {
  const skin = radial(['#d8ffb0', '#8ac43a', '#3a6b10'], 0.4, 0.4, 0.7);
  return [
    fill(star(50, 50, 46, 20, 10), radial(['#e0b0ff', '#a040ff00']), 0.6),
    shape(circle(50, 68, 24), skin, '#22400a', 1.5),
    shape(circle(50, 34, 15), skin, '#22400a', 1.5),
    fill(roundRect(42, 46, 16, 6, 3), vertical('#e53935', '#8e0f16')),
    line('M50 19 Q52 10 58 8', '#5a3a10', 2.5),
    fill(ellipse(62, 12, 6, 3), '#4a8a20'),
    fill(ellipse(42, 28, 4, 6) + ellipse(40, 60, 6, 9), '#ffffff', 0.35),
    fill(star(74, 26, 5, 2, 4) + star(24, 44, 4, 1.6, 4) + star(78, 72, 4, 1.6, 4), '#fff6c8'),
  ];
}

const glyph = (text: string, x: number, y: number): ArtLayer => ({
  type: 'text',
  text,
  x,
  y,
  size: 7,
  fill: '#4a3008',
  font: 'serif',
});

export function brassCoins(): Art {
  const coin = (cx: number, cy: number, r: number): Art => [
    shape(circle(cx, cy, r), radial(['#fff3b0', '#d4a02c', '#7a5510'], 0.4, 0.4, 0.7), '#4a3008', 1.5),
    line(circle(cx, cy, r * 0.78), '#7a5510', 1),
    fill(coinHole(cx, cy, r), '#2a1a05'),
  ];
  return [
    line('M50 4 L50 30', '#e53935', 2),
    ...coin(32, 64, 20),
    ...coin(68, 64, 20),
    ...coin(50, 44, 22),
    ...[
      ['常', 50, 31.5],
      ['平', 50, 56.5],
      ['通', 62.5, 44],
      ['寶', 37.5, 44],
    ].map(([text, x, y]) => glyph(String(text), Number(x), Number(y))),
  ];
}
