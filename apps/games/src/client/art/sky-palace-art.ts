import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, cloud, curl, ellipse, polygon, roundRect } from './shapes.ts';

/** 하늘 궁전: the Jade Emperor's crown, the palace above the clouds, phoenix, maiden, crane, clouds. */

export function jadeCrown(): Art {
  const strings = [28, 36, 44, 56, 64, 72].map((x) => `M${x} 36 L${x} 56`).join('');
  const beads = [28, 36, 44, 56, 64, 72].flatMap((x, i) =>
    [42, 49, 56].map((y, j) => fill(circle(x, y, 2), (i + j) % 2 ? '#ff6b6b' : '#5fe3b7')),
  );
  return [
    shape('M32 38 L68 38 L64 64 Q50 70 36 64 Z', vertical('#fff0b0', '#d4a02c', '#8a5f10'), '#5a3c08', 1.2),
    shape('M14 28 L86 28 L80 37 L20 37 Z', vertical('#2a3a7a', '#0b1230'), '#ffd56a', 1.5),
    line(strings, '#ffd56a', 1),
    ...beads,
    shape(roundRect(31, 58, 38, 8, 3), vertical('#e53935', '#8e0f16'), '#ffd56a', 1),
    shape(ellipse(50, 49, 7, 8), radial(['#c8fff0', '#2fbf8f', '#0b5a44']), '#ffd56a', 1.2),
    fill(
      polygon([
        [50, 14],
        [55, 24],
        [45, 24],
      ]),
      vertical('#fff6c8', '#d4a02c'),
    ),
    fill(circle(50, 13, 3), '#5fe3b7'),
  ];
}

export function palace(): Art {
  const roof = (cx: number, top: number, w: number, h: number) =>
    `M${cx - w / 2} ${top + h * 0.7}Q${cx} ${top + h * 1.1} ${cx + w / 2} ${top + h * 0.7}` +
    `Q${cx + w * 0.35} ${top + h * 0.45} ${cx + w * 0.28} ${top}L${cx - w * 0.28} ${top}Q${cx - w * 0.35} ${top + h * 0.45} ${cx - w / 2} ${top + h * 0.7}Z`;
  return [
    fill(circle(50, 44, 40), radial(['#fff6c8', '#ffd56a88', '#ffd56a00']), 0.9),
    fill(roundRect(28, 40, 44, 26, 2), vertical('#e84a4a', '#8e1a1a')),
    line('M34 40 V66 M44 40 V66 M56 40 V66 M66 40 V66', '#3a0b0b', 2),
    shape(roof(50, 30, 64, 14), vertical('#4fd1b5', '#1a6b5d'), '#ffd56a', 1.2),
    fill(roundRect(36, 20, 28, 12, 2), vertical('#e84a4a', '#8e1a1a')),
    shape(roof(50, 10, 46, 12), vertical('#4fd1b5', '#1a6b5d'), '#ffd56a', 1.2),
    fill(cloud(30, 74, 44), vertical('#ffffff', '#cfe2ff')),
    fill(cloud(70, 78, 40), vertical('#ffffff', '#b7d0f5')),
    line(curl(22, 84, 4) + curl(78, 86, 4, false), '#8fb8e8', 1.4),
  ];
}

export function phoenix(): Art {
  const plume = vertical('#ffd56a', '#ff5a36', '#b3122a');
  return [
    shape('M42 58 Q18 70 10 94 Q28 80 46 64 Z', plume, '#7a0a16', 1),
    shape('M46 60 Q36 80 34 98 Q45 80 52 64 Z', plume, '#7a0a16', 1),
    shape('M50 60 Q58 82 70 95 Q60 76 56 60 Z', plume, '#7a0a16', 1),
    fill(circle(12, 92, 3.5) + circle(35, 95, 3.5) + circle(68, 93, 3.5), radial(['#5fe3b7', '#1a6b5d'])),
    shape(
      'M46 50 Q22 34 6 12 Q28 22 38 28 Q32 16 34 4 Q48 24 54 42 Z',
      vertical('#ffe08a', '#ff7a2a', '#c4182e'),
      '#7a0a16',
      1,
    ),
    shape(
      'M54 48 Q74 30 96 20 Q80 34 72 40 Q86 36 97 38 Q80 50 58 56 Z',
      vertical('#ffe08a', '#ff7a2a', '#c4182e'),
      '#7a0a16',
      1,
    ),
    shape('M44 64 Q38 50 50 40 Q61 44 59 58 Q55 67 44 64 Z', vertical('#fff2b0', '#f0a020'), '#7a3a0a', 1),
    line('M53 42 Q55 31 62 27', '#f6c24a', 6),
    fill(circle(64, 25, 6.5), vertical('#fff2b0', '#f0a020')),
    fill(
      polygon([
        [69.5, 23],
        [78, 26],
        [69.5, 28.5],
      ]),
      '#d4a02c',
    ),
    fill('M61 20 Q58 10 65 6 Q63 13 68 19 Z', '#e53935'),
    fill(circle(65.5, 24, 1.4), '#1a0505'),
  ];
}

export function maiden(): Art {
  return [
    fill(circle(50, 40, 34), radial(['#fff6e0', '#fff6e000']), 0.6),
    line('M12 42 Q30 20 50 34 Q70 48 90 26', '#ff8fc0', 3.5),
    shape(
      'M36 54 Q30 78 22 93 L78 93 Q70 78 64 54 Z',
      vertical('#ff9ec4', '#d6408f', '#8a1a5a'),
      '#5a0f3a',
      1,
    ),
    line('M42 60 Q38 78 34 92 M58 60 Q62 78 66 92', '#ffd1e8', 0.9, 0.7),
    shape('M37 42 Q26 52 21 63 L29 66 Q35 56 41 50 Z', vertical('#7dffd8', '#1fa57c'), '#0b4a38', 1),
    shape('M63 42 Q74 52 79 63 L71 66 Q65 56 59 50 Z', vertical('#7dffd8', '#1fa57c'), '#0b4a38', 1),
    shape('M38 40 Q50 36 62 40 L66 56 L34 56 Z', vertical('#9dffe2', '#1fa57c'), '#0b4a38', 1),
    line('M44 40 L50 49 L56 40', '#ffffff', 1.8),
    line('M50 50 Q46 58 41 68 M50 50 Q48 60 46 70', '#e53935', 2),
    fill(circle(50, 30, 8.5), vertical('#fff0e0', '#f5cfae')),
    fill('M41 30 Q41 19 50 19 Q59 19 59 30 Q56 23 50 23 Q44 23 41 30 Z', '#14101a'),
    fill(circle(50, 16, 5.5), '#14101a'),
    line('M40 16 L60 16', '#ffd56a', 2),
    fill(circle(60, 16, 1.6), '#5fe3b7'),
    line('M45.5 30.5 Q47 31.5 48.5 30.5 M51.5 30.5 Q53 31.5 54.5 30.5', '#3a2020', 0.9),
    fill(ellipse(50, 35, 1.6, 1), '#e0405a'),
    line('M10 72 Q30 88 50 74 Q70 60 92 78', '#7dffd8', 2.5),
  ];
}

export function crane(): Art {
  return [
    fill(circle(72, 28, 16), radial(['#ff8a65', '#e53935', '#b71c1c'])),
    shape('M30 56 Q18 62 12 72 Q26 68 38 66 Z', vertical('#2a2a2a', '#000000'), '#000000', 1),
    shape(
      'M30 53 Q40 41 60 45 Q75 49 70 61 Q58 71 40 67 Q29 63 30 53 Z',
      vertical('#ffffff', '#dfe7f3'),
      '#8a9ab5',
      1,
    ),
    shape('M42 47 Q56 39 69 49 Q60 56 45 53 Z', vertical('#f5f8ff', '#c4d2e8'), '#8a9ab5', 0.8),
    line('M62 47 Q71 35 65 25 Q61 18 66 14', '#ffffff', 5.5),
    line('M66 41 Q71 33 65.5 25', '#15151a', 5),
    fill(circle(67, 13, 4.8), '#ffffff'),
    fill(circle(66.5, 9.8, 2.6), '#e53935'),
    fill(
      polygon([
        [70.5, 12],
        [86, 15.5],
        [70.5, 15],
      ]),
      '#c9b27a',
    ),
    fill(circle(68.5, 12.5, 0.9), '#000000'),
    line('M46 66 L44 90 M54 66 L58 90 M40 90 L48 90 M54 90 L62 90', '#3a3a3a', 1.8),
  ];
}

export function rainbowCloud(): Art {
  return [
    fill(cloud(40, 38, 46), vertical('#ff8fa3', '#d6336c')),
    fill(cloud(60, 54, 50), vertical('#ffe08a', '#f0a020')),
    fill(cloud(42, 70, 52), vertical('#8fd3ff', '#2f7fd6')),
    fill(cloud(64, 82, 40), vertical('#b9ffe4', '#1fa57c')),
    line(
      curl(22, 42, 4) + curl(80, 57, 4.5, false) + curl(20, 74, 4.5) + curl(82, 84, 3.5, false),
      '#ffffff',
      1.6,
      0.8,
    ),
  ];
}
