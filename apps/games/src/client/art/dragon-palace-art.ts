import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, curl, ellipse, polar, polygon, ribs, roundRect, star } from './shapes.ts';

/**
 * 용궁: the dragon pearl (wild), the Dragon King, the terrapin envoy in his official's cap, the
 * rabbit he lured below, coral and the pearl clam. Everything sits under water, so bubbles and
 * wave curls stand where the land titles put stars and clouds.
 */

const bubbles = (points: readonly (readonly [number, number, number])[]): Art => [
  line(points.map(([x, y, r]) => circle(x, y, r)).join(''), '#d8fbff', 0.9, 0.8),
  fill(points.map(([x, y, r]) => circle(x - r * 0.35, y - r * 0.35, r * 0.3)).join(''), '#ffffff', 0.8),
];

/** One tongue of the pearl's flame, swirling clockwise from its base on the pearl's rim. */
function flame(cx: number, cy: number, r: number, degrees: number): string {
  const at = (radius: number, deg: number) => polar(cx, cy, radius, deg);
  return (
    `M${at(r, degrees - 18)}Q${at(r * 1.45, degrees - 14)} ${at(r * 1.8, degrees + 14)}` +
    `Q${at(r * 1.35, degrees + 6)} ${at(r, degrees + 18)}Z`
  );
}

export function dragonPearl(): Art {
  const flames = [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => flame(50, 42, 19, deg)).join('');
  return [
    fill(flames, vertical('#fff3a0', '#ff8a2a', '#d6202a')),
    line(flames, '#7a0a10', 0.8),
    shape(
      circle(50, 42, 19),
      radial(['#ffffff', '#c8fbff', '#3fb8d8', '#0a4a6a'], 0.4, 0.35, 0.75),
      '#e6fbff',
      1.5,
    ),
    line(curl(50, 44, 9), '#ffffff', 1.6, 0.75),
    fill(ellipse(43, 34, 6, 3.5), '#ffffff', 0.85),
  ];
}

export function dragonKing(): Art {
  const scales = radial(['#9dffd0', '#2fb87a', '#0b5a3a'], 0.5, 0.4, 0.7);
  return [
    // The red mane flaring behind the head.
    fill(
      'M26 40 Q8 48 14 70 Q20 60 28 62 Z M74 40 Q92 48 86 70 Q80 60 72 62 Z',
      vertical('#ff7a3a', '#b3121a'),
    ),
    // Antlers, gold, each with one tine.
    line('M38 26 Q30 16 24 8 M30 16 Q24 16 20 20 M62 26 Q70 16 76 8 M70 16 Q76 16 80 20', '#ffd56a', 3.2),
    shape(
      'M30 34 Q30 20 50 20 Q70 20 70 34 L72 54 Q72 70 60 76 Q50 80 40 76 Q28 70 28 54 Z',
      scales,
      '#05301e',
      1.4,
    ),
    // The king's crown between the antlers.
    shape(
      'M40 22 L40 10 L45 16 L50 8 L55 16 L60 10 L60 22 Z',
      vertical('#fff3b0', '#d4a02c', '#8a5f10'),
      '#5a3c08',
      1,
    ),
    fill(circle(50, 16, 2.2), '#e53935'),
    line('M32 36 Q40 30 47 36 M68 36 Q60 30 53 36', '#05301e', 3),
    fill(ellipse(40, 42, 6, 4.5) + ellipse(60, 42, 6, 4.5), vertical('#fff6a0', '#ffb020')),
    fill(ellipse(40, 42, 1.6, 4) + ellipse(60, 42, 1.6, 4), '#1a0a05'),
    shape(ellipse(50, 62, 15, 10), vertical('#c8ffe4', '#5fcf98'), '#05301e', 1),
    fill(circle(44, 59, 2.4) + circle(56, 59, 2.4), '#0b3a26'),
    line('M38 68 Q50 74 62 68', '#05301e', 1.6),
    fill(
      polygon([
        [42, 68.5],
        [45, 68.8],
        [43.5, 73],
      ]) +
        polygon([
          [55, 68.8],
          [58, 68.5],
          [56.5, 73],
        ]),
      '#ffffff',
    ),
    // Whiskers trailing out on the current, and the beard below.
    line('M36 60 Q18 56 8 70 M64 60 Q82 56 92 70', '#ffe08a', 1.8),
    fill('M44 77 Q50 94 56 77 Q50 80 44 77 Z', vertical('#ffe08a', '#d4a02c')),
  ];
}

export function terrapinEnvoy(): Art {
  const shell = radial(['#b8e07a', '#5a9a3a', '#2a5a1a'], 0.5, 0.3, 0.8);
  return [
    ...bubbles([
      [84, 20, 4],
      [90, 32, 2.5],
      [78, 30, 2],
    ]),
    fill(ellipse(36, 80, 8, 5) + ellipse(74, 80, 8, 5), vertical('#a8d890', '#5a8a3a')),
    shape('M28 74 Q28 44 56 42 Q84 44 86 74 Z', shell, '#1a3a0a', 1.5),
    line(
      'M44 46 L48 58 L64 58 L68 46 M48 58 L42 74 M64 58 L72 74 M34 62 L48 58 M64 58 L80 62',
      '#1a3a0a',
      1.4,
      0.7,
    ),
    shape(roundRect(24, 70, 64, 8, 4), vertical('#e8d08a', '#a08a4a'), '#4a3a10', 1),
    // Neck and head stretched out towards the shore, wearing the 사모 of a court envoy.
    shape('M34 64 Q22 56 22 44 L32 42 Q32 54 40 60 Z', vertical('#c8e0a0', '#7aa050'), '#3a5a1a', 1),
    shape(circle(26, 40, 11), radial(['#e0f0c0', '#9ac070', '#5a8a3a']), '#3a5a1a', 1.2),
    fill(circle(22, 38, 2.4), '#1a1a0a'),
    fill(circle(21.3, 37.3, 0.8), '#ffffff'),
    line('M17 45 Q22 48 27 45', '#3a5a1a', 1.2),
    shape(roundRect(18, 20, 16, 12, 5), vertical('#2a2a36', '#050508'), '#000000', 0.8),
    fill(ellipse(12, 28, 6, 2.6) + ellipse(40, 28, 6, 2.6), '#15151f'),
    fill(roundRect(18, 29, 16, 3, 1), '#3a3a50'),
  ];
}

export function palaceRabbit(): Art {
  return [
    ...bubbles([
      [16, 22, 3.5],
      [84, 30, 3],
      [22, 36, 2],
    ]),
    shape('M38 42 Q26 14 34 4 Q46 12 46 40 Z', vertical('#ffffff', '#dfe6f0'), '#7a8aa0', 1),
    shape('M54 40 Q56 12 68 6 Q76 16 62 42 Z', vertical('#ffffff', '#dfe6f0'), '#7a8aa0', 1),
    fill('M39 36 Q32 16 35 9 Q42 16 43 36 Z M57 36 Q59 16 66 11 Q70 18 60 37 Z', '#ffb0c4'),
    shape(ellipse(50, 82, 22, 14), vertical('#ffffff', '#cfd8e6'), '#7a8aa0', 1),
    shape(circle(50, 56, 19), radial(['#ffffff', '#f2f6fb', '#c8d2e0'], 0.5, 0.4, 0.7), '#7a8aa0', 1.2),
    fill(circle(43, 53, 4) + circle(57, 53, 4), '#d6202a'),
    fill(circle(44, 52, 1.3) + circle(58, 52, 1.3), '#ffffff'),
    fill(ellipse(37, 61, 4.5, 3) + ellipse(63, 61, 4.5, 3), '#ffb0c4', 0.7),
    fill(
      polygon([
        [47.5, 59],
        [52.5, 59],
        [50, 62],
      ]),
      '#ff7a9a',
    ),
    line('M50 62 V65 M46 67 Q50 69 50 65 Q50 69 54 67', '#7a5a6a', 1.1),
    line('M44 62 L30 59 M44 64 L31 66 M56 62 L70 59 M56 64 L69 66', '#9aa6b8', 0.8),
    fill(ellipse(38, 86, 6, 4) + ellipse(62, 86, 6, 4), '#ffffff'),
  ];
}

export function coral(): Art {
  const branches =
    'M50 86 Q48 70 50 58 Q52 44 44 30 M50 64 Q62 56 66 42 Q68 34 76 28 M66 44 Q74 44 82 40 ' +
    'M48 50 Q36 48 30 36 Q28 28 20 24 M32 40 Q24 42 18 44 M46 36 Q50 24 56 16';
  return [
    ...bubbles([
      [80, 16, 4],
      [86, 26, 2.5],
      [24, 12, 2.5],
    ]),
    fill(ellipse(50, 88, 30, 8), vertical('#5a7a8a', '#1a2a3a')),
    line(branches, '#8e0f2a', 9),
    line(branches, '#ff5a6e', 6),
    line(branches, '#ffb0b8', 1.8, 0.7),
    fill(
      [
        circle(44, 30, 3.2),
        circle(76, 28, 3.2),
        circle(82, 40, 3),
        circle(20, 24, 3.2),
        circle(18, 44, 3),
        circle(56, 16, 3.2),
      ].join(''),
      radial(['#fff0f2', '#ff7a8a']),
    ),
    fill(ellipse(30, 86, 8, 3) + ellipse(70, 87, 9, 3), '#2f6a5a'),
  ];
}

export function pearlClam(): Art {
  const ridges = ribs(50, 56, 38, [-60, -40, -20, 0, 20, 40, 60]);
  return [
    fill(star(50, 50, 46, 20, 12), radial(['#e6fbff', '#6ff5e600']), 0.55),
    shape(
      'M16 56 Q14 22 50 14 Q86 22 84 56 Q50 48 16 56 Z',
      vertical('#ffe6f0', '#f0a8c0', '#b0607a'),
      '#6a2a40',
      1.4,
    ),
    line(ridges, '#b0607a', 1.2, 0.8),
    fill(ellipse(50, 60, 32, 8), vertical('#fff0e6', '#f2c0b0')),
    shape('M14 60 Q50 96 86 60 Q50 70 14 60 Z', vertical('#f8c8d8', '#c07090', '#7a3050'), '#6a2a40', 1.4),
    line('M26 70 Q30 78 36 82 M50 72 V88 M74 70 Q70 78 64 82', '#7a3050', 1, 0.7),
    shape(circle(50, 58, 10), radial(['#ffffff', '#f4f0ff', '#c8c0e0'], 0.38, 0.35, 0.7), '#ffffff', 1),
    fill(ellipse(46.5, 54.5, 3, 2), '#ffffff'),
    fill(star(74, 30, 4, 1.6, 4) + star(26, 34, 3, 1.2, 4), '#ffffff'),
  ];
}
