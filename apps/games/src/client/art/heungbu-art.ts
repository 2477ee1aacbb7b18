import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, curl, ellipse, polygon, roundRect, star } from './shapes.ts';

/**
 * 흥부네 박: the swallow (wild), the golden gourd (the cash symbol; its value is written over it
 * by whoever shows it), kind Heungbu in his patched jacket, greedy Nolbu under his gat, the gourd
 * seed the swallow brought back, and a sack of the rice the gourds spilled.
 */

const SKIN = radial(['#fff0dc', '#f4caa0', '#c98a5a'], 0.5, 0.4, 0.7);
const INK = '#2a1608';

export function swallow(): Art {
  const back = vertical('#3a4a8a', '#101838', '#05081a');
  return [
    fill(circle(50, 42, 36), radial(['#fff6c8', '#ffd23f00']), 0.55),
    shape('M46 46 Q30 24 4 24 Q22 36 38 54 Z', back, '#02040c', 1),
    shape('M58 44 Q72 20 96 16 Q82 34 64 54 Z', back, '#02040c', 1),
    line('M40 44 Q28 32 14 28 M62 42 Q72 30 86 22', '#8a9ad8', 0.9, 0.7),
    shape('M44 60 L22 74 L34 62 L28 76 L48 64 Z', back, '#02040c', 1),
    shape('M38 54 Q48 38 64 40 Q74 46 66 58 Q56 66 44 62 Z', back, '#02040c', 1),
    fill('M44 60 Q56 64 66 56 Q62 52 54 54 Q48 58 44 60 Z', vertical('#ffffff', '#e6e2d6')),
    fill(circle(67, 38, 7.5), '#141c40'),
    fill(ellipse(71, 44, 4, 3), '#d6202a'),
    fill(circle(69.5, 36.5, 1.6), '#ffffff'),
    fill(
      polygon([
        [74, 36],
        [82, 38],
        [74, 40],
      ]),
      '#1a1a1a',
    ),
    // The gourd seed it carries home to Heungbu.
    shape(ellipse(85, 39, 3.6, 2.6), vertical('#fff3d0', '#c9a060'), '#6a4a18', 0.8),
  ];
}

export function goldenGourd(): Art {
  const gold = radial(['#fffbe0', '#ffd23f', '#d4900a', '#7a4a05'], 0.38, 0.35, 0.75);
  return [
    line('M50 26 Q46 14 36 12 Q26 12 26 22', '#3f7a2a', 2.2),
    line(curl(24, 26, 4), '#3f7a2a', 1.4),
    shape('M52 24 Q62 8 80 12 Q78 28 60 30 Q56 28 52 24 Z', vertical('#8ad85a', '#3f8a2a'), '#1d4410', 1),
    line('M54 24 Q66 16 76 14', '#1d4410', 0.8),
    shape(circle(50, 58, 31), gold, '#6a4005', 1.8),
    line(ellipse(50, 58, 14, 31) + ellipse(50, 58, 25, 31), '#b87a0a', 0.9, 0.55),
    shape(roundRect(46, 22, 8, 8, 2), vertical('#8a6a3a', '#4a3a1a'), '#2a1a08', 1),
    fill(ellipse(38, 44, 9, 6), '#ffffff', 0.5),
    fill(star(78, 46, 5, 2, 4) + star(20, 70, 4, 1.6, 4) + star(74, 84, 3.5, 1.4, 4), '#fffbe6'),
  ];
}

export function heungbu(): Art {
  return [
    // Patched hemp jacket: a poor man's, mended many times.
    shape('M14 98 Q16 74 36 68 L50 78 L64 68 Q84 74 86 98 Z', vertical('#e6d2a8', '#b89a68'), '#5a4220', 1.2),
    line('M36 68 L50 86 L64 68', '#fffaf0', 2.4),
    shape(roundRect(20, 80, 12, 10, 1), '#8a6a9a', '#3a2a40', 0.8),
    shape(roundRect(66, 84, 12, 10, 1), '#5a8aa0', '#20303a', 0.8),
    line('M22 82 H30 M68 86 H76', '#fffaf0', 0.7, 0.8),
    shape(ellipse(50, 46, 20, 23), SKIN, '#6a3a1a', 1.2),
    // Topknot and the horsehair band of a married man.
    fill(circle(50, 18, 6.5), '#14141c'),
    line('M44 14 L56 22', '#d4a02c', 1.6),
    fill('M30 38 Q30 22 50 22 Q70 22 70 38 Q60 30 50 30 Q40 30 30 38 Z', '#14141c'),
    fill(roundRect(30, 32, 40, 4, 2), '#2a2a3a'),
    line('M36 40 Q41 37 46 40 M54 40 Q59 37 64 40', '#3a2410', 1.6),
    line('M36 46 Q41 42 46 46 M54 46 Q59 42 64 46', INK, 2),
    fill(ellipse(37, 53, 4.5, 3) + ellipse(63, 53, 4.5, 3), '#ff8a8a', 0.55),
    line('M50 46 Q48 52 47 54 Q50 55.5 53 54', '#a0643a', 1.1),
    shape('M40 58 Q50 70 60 58 Q50 62 40 58 Z', '#7a1a1a', '#3a0a0a', 1),
    fill('M42 59 Q50 62 58 59 L57 61 Q50 63 43 61 Z', '#ffffff'),
  ];
}

export function nolbu(): Art {
  return [
    // Silk in a rich man's blue, trimmed in gold.
    shape('M14 98 Q16 74 36 68 L50 80 L64 68 Q84 74 86 98 Z', vertical('#3a6ad6', '#142a7a'), '#0a1440', 1.2),
    line('M36 68 L50 88 L64 68', '#ffd56a', 2.4),
    shape(ellipse(50, 50, 19, 21), radial(['#ffe6cc', '#eab48a', '#b0703a'], 0.5, 0.4, 0.7), '#6a3a1a', 1.2),
    // The black gat, crown and wide brim, and the bead strings that tie it.
    shape(roundRect(37, 8, 26, 20, 3), vertical('#3a3a44', '#08080e'), '#000000', 1),
    fill(ellipse(50, 29, 38, 6), '#08080e', 0.92),
    line(ellipse(50, 29, 38, 6), '#50505e', 0.8),
    line('M32 34 Q30 54 36 70 M68 34 Q70 54 64 70', '#d6a040', 1.2),
    line('M36 40 L47 44 M64 40 L53 44', '#14100a', 3),
    fill(ellipse(41, 48, 4.2, 2.4) + ellipse(59, 48, 4.2, 2.4), '#ffffff'),
    fill(circle(43.5, 48, 1.9) + circle(61.5, 48, 1.9), '#14100a'),
    shape('M48 46 Q46 56 44 58 Q50 62 56 58 Q54 56 52 46 Z', vertical('#f0b890', '#d46a5a'), '#6a3a1a', 1),
    fill('M38 64 Q44 58 50 62 Q56 58 62 64 Q56 62 50 64 Q44 62 38 64 Z', '#14100a'),
    line('M44 68 Q50 66 56 69', '#5a1a10', 1.4),
    fill('M47 70 Q50 80 53 70 Z', '#14100a'),
  ];
}

export function gourdSeed(): Art {
  return [
    fill(circle(50, 52, 42), radial(['#fff6c8', '#ffd23f55', '#ffd23f00']), 0.9),
    shape(
      'M50 22 Q74 48 66 72 Q58 88 50 88 Q42 88 34 72 Q26 48 50 22 Z',
      vertical('#fff6dc', '#e6c488', '#a07840'),
      '#5a3a10',
      1.5,
    ),
    line('M50 28 Q44 52 48 84', '#a07840', 1.2, 0.7),
    fill(ellipse(42, 52, 4, 10), '#ffffff', 0.45),
    // The sprout: the seed is already growing the gourds to come.
    line('M50 22 Q50 14 54 8', '#3f8a2a', 2.2),
    shape('M54 10 Q66 2 74 10 Q64 16 54 10 Z', vertical('#9ae06a', '#3f8a2a'), '#1d4410', 0.8),
    shape('M52 14 Q40 6 32 14 Q42 20 52 14 Z', vertical('#9ae06a', '#3f8a2a'), '#1d4410', 0.8),
    fill(star(76, 60, 5, 2, 4) + star(24, 40, 4, 1.6, 4), '#fffbe6'),
  ];
}

export function riceSack(): Art {
  // Rows of woven straw, bowed with the sack's belly.
  const weave = [44, 54, 64, 74, 84].map(
    (y) => `M${y < 60 ? 22 : 20} ${y} Q50 ${y + 8} ${y < 60 ? 78 : 80} ${y}`,
  );
  return [
    fill(ellipse(50, 92, 36, 5), '#000000', 0.3),
    shape(
      'M34 32 Q14 46 18 76 Q22 92 50 92 Q78 92 82 76 Q86 46 66 32 Z',
      radial(['#fbe6a0', '#d8ae52', '#8a6a24'], 0.45, 0.4, 0.75),
      '#5a4210',
      1.4,
    ),
    line(weave.join(''), '#a07a2a', 0.9, 0.7),
    shape('M36 32 Q50 38 64 32 L60 20 Q50 24 40 20 Z', vertical('#e8c878', '#a07a2a'), '#5a4210', 1.2),
    line('M34 32 Q50 40 66 32', '#6a4a14', 3.2),
    line('M62 34 Q70 42 68 50 M64 34 Q74 38 76 46', '#6a4a14', 1.6),
    // Rice heaped in the open neck, and a few grains spilled.
    fill(ellipse(50, 19, 12, 5) + circle(50, 15, 6), vertical('#ffffff', '#e8e2d0')),
    fill(
      [ellipse(45, 15, 1.4, 0.9), ellipse(52, 13, 1.4, 0.9), ellipse(56, 17, 1.4, 0.9)].join(''),
      '#c9b890',
    ),
    shape(
      polygon([
        [50, 50],
        [62, 62],
        [50, 74],
        [38, 62],
      ]),
      vertical('#ff5a5a', '#b3121a'),
      '#5a060a',
      1,
    ),
    { type: 'text', text: '米', x: 50, y: 62.5, size: 13, fill: '#ffe9a0', font: 'serif' },
    fill([ellipse(14, 92, 2, 1.2), ellipse(86, 91, 2, 1.2), ellipse(90, 94, 1.6, 1)].join(''), '#ffffff'),
  ];
}
