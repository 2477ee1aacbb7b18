import { fill, line, radial, shape, vertical, type Art } from './art-spec.ts';
import { circle, ellipse, polar, polygon, ribs, roundRect, star } from './shapes.ts';

/**
 * 하회 탈춤: the yangban and gaksi masks (the x2 and x3 wilds), the gong, the scholar and Bune
 * masks, the janggu drum and the folding fan. The masks are carved alder, so they share one
 * wood-grain palette and differ by what a spectator knows them by: the yangban's grin and hinged
 * jaw under his black gat, the bride's slit eyes and red dots, the scholar's flared nose and
 * beard, Bune's bun and rosy smile.
 */

const INK = '#2a1608';
const ROUGE = '#d62a2a';

/** The yangban's hinged chin, hung below the mouth line: the mask laughs as the dancer nods. */
function hingedChin(skin: string, shade: string): Art {
  return [
    shape('M33 64 Q50 71 67 64 Q66 77 50 80 Q34 77 33 64 Z', vertical(skin, shade), INK, 1.2),
    fill(circle(36, 66, 1.2) + circle(64, 66, 1.2), INK),
    line('M42 74 Q50 77 58 74', '#8a5a2a', 1),
  ];
}

export function yangbanMask(): Art {
  const skin = radial(['#fbe2b4', '#e2b078', '#a8703a'], 0.5, 0.4, 0.7);
  return [
    // The black gat: its crown, then the wide horsehair brim across the brow.
    shape(roundRect(37, 7, 26, 16, 4), vertical('#3a3a44', '#0a0a10'), '#000000', 1),
    fill(ellipse(50, 24, 34, 5.5), '#0d0d14', 0.92),
    line(ellipse(50, 24, 34, 5.5), '#5a5a6a', 0.8),
    shape('M26 34 Q26 25 50 25 Q74 25 74 34 L72 55 Q69 63 58 64 L42 64 Q31 63 28 55 Z', skin, INK, 1.4),
    line('M38 29 Q50 27 62 29 M41 32 Q50 30.5 59 32', '#9a6432', 1),
    line('M30 38 Q37 33 45 37 M70 38 Q63 33 55 37', '#3a2410', 2.6),
    // Eyes shut in a laugh: downward crescents.
    line('M33 45 Q39 39 45 45 M55 45 Q61 39 67 45', INK, 2.4),
    shape('M48 41 Q47 51 43 54 Q50 58 57 54 Q53 51 52 41 Z', vertical('#f0c890', '#b07a40'), '#6a4018', 1),
    line('M33 51 Q31 57 36 61 M67 51 Q69 57 64 61', '#9a6432', 1.2),
    fill('M36 62 Q50 68 64 62 Q50 64 36 62 Z', '#3a1a08'),
    ...hingedChin('#f0c890', '#a8703a'),
  ];
}

export function gaksiMask(): Art {
  const skin = radial(['#fffaf0', '#f3dfc2', '#caa57a'], 0.5, 0.42, 0.7);
  return [
    shape(ellipse(50, 46, 21, 30), skin, INK, 1.4),
    // Hair parted in the middle and drawn down over the temples, the way the bride wears it.
    fill('M28 44 Q26 14 50 13 Q74 14 72 44 Q68 28 50 26 Q32 28 28 44 Z', vertical('#2a2a36', '#050508')),
    line('M50 14 V26', '#5a5a70', 1),
    shape('M42 12 H58 L56 8 H44 Z', vertical('#ffe9a0', '#c98a12'), '#6a4a08', 0.8),
    fill(circle(50, 8, 2.6), '#5fd1b5'),
    line('M37 40 Q41 38 45 40 M55 40 Q59 38 63 40', '#3a2410', 1.2),
    line('M37 46 L45 47 M55 47 L63 46', INK, 1.8),
    line('M50 46 Q49 54 47 56 Q50 57.5 53 56', '#a07448', 1),
    fill(ellipse(50, 64, 4.5, 2.4), vertical('#ff5a5a', '#b3121a')),
    // 곤지 on the brow and 연지 on the cheeks: the red dots of a bride.
    fill(circle(50, 33, 2.6) + circle(37, 56, 4.2) + circle(63, 56, 4.2), ROUGE),
  ];
}

export function scholarMask(): Art {
  const skin = radial(['#f2c08a', '#c98650', '#7a4420'], 0.5, 0.4, 0.7);
  return [
    // The two-tiered 정자관, the scholar's indoor cap.
    shape('M34 24 L36 8 L44 13 L50 6 L56 13 L64 8 L66 24 Z', vertical('#3a3a48', '#0a0a12'), '#000000', 1),
    line('M36 16 L44 20 L50 14 L56 20 L64 16', '#6a6a80', 0.9),
    shape('M31 30 Q31 22 50 22 Q69 22 69 30 L67 56 Q64 63 56 64 L44 64 Q36 63 33 56 Z', skin, INK, 1.4),
    line('M40 27 Q50 25 60 27', '#8a4a20', 1),
    // Brows knit and eyes narrowed: the scholar disapproves of everyone.
    line('M34 37 L46 41 M66 37 L54 41', '#2a1404', 2.8),
    fill(
      polygon([
        [36, 45],
        [46, 44],
        [43, 48],
      ]) +
        polygon([
          [64, 45],
          [54, 44],
          [57, 48],
        ]),
      INK,
    ),
    shape('M48 42 Q46 52 41 56 Q50 60 59 56 Q54 52 52 42 Z', vertical('#f6cf9c', '#a8603a'), '#5a2a10', 1),
    fill(ellipse(45.5, 56, 2, 1.3) + ellipse(54.5, 56, 2, 1.3), '#3a1406'),
    line('M38 61 Q50 58 62 61', '#3a1406', 1.6),
    shape('M36 64 Q50 70 64 64 Q62 74 50 76 Q38 74 36 64 Z', vertical('#e0a070', '#8a4a20'), INK, 1.1),
    fill('M42 72 Q50 76 58 72 L53 94 L50 88 L47 94 Z', vertical('#2a2a2a', '#050505')),
  ];
}

export function buneMask(): Art {
  const skin = radial(['#fffaf2', '#f8e2cc', '#d6a888'], 0.5, 0.45, 0.7);
  return [
    // Bune's hair: a bun high on the crown with a red ribbon, and soft side locks.
    fill(circle(50, 15, 10), vertical('#33333f', '#07070a')),
    shape('M40 16 Q50 10 60 16 L62 22 L38 22 Z', '#b3121a', '#5a060a', 0.8),
    shape(ellipse(50, 50, 23, 27), skin, INK, 1.4),
    fill('M27 52 Q25 24 50 23 Q75 24 73 52 Q70 36 58 33 Q50 38 42 33 Q30 36 27 52 Z', '#0b0b12'),
    line('M37 44 Q41 41 45 44 M55 44 Q59 41 63 44', '#2a1608', 1.3),
    line('M37 49 Q41 46.5 45 49 M55 49 Q59 46.5 63 49', INK, 2),
    line('M50 48 Q49 55 47 57 Q50 58 53 57', '#b08060', 1),
    fill(ellipse(38, 58, 6, 4) + ellipse(62, 58, 6, 4), '#ff8aa0', 0.55),
    shape('M44 64 Q50 69 56 64 Q50 66 44 64 Z', vertical('#ff6b6b', '#b3121a'), '#7a0a10', 0.8),
    fill(circle(50, 34.5, 2) + circle(38, 58, 2.4) + circle(62, 58, 2.4), ROUGE),
  ];
}

export function gong(): Art {
  const brass = radial(['#fff6c8', '#f0c040', '#a87a17', '#6a4a08'], 0.42, 0.38, 0.72);
  return [
    // The coloured cord it is held by, in the five directional colours.
    line('M50 8 Q40 12 34 18', '#2f7fd6', 2.4),
    line('M50 8 Q60 12 66 18', '#d6202a', 2.4),
    shape(circle(50, 52, 34), brass, '#4a3008', 2),
    line(circle(50, 52, 28), '#7a5510', 1.4),
    line(circle(50, 52, 20), '#fff3b0', 0.9, 0.7),
    shape(circle(50, 52, 10), radial(['#fffbe0', '#d4a02c', '#7a5510']), '#4a3008', 1),
    fill(ellipse(38, 40, 9, 5), '#ffffff', 0.45),
    // The mallet striking from the lower right.
    line('M92 90 L70 68', '#6b3f1f', 3.4),
    shape(ellipse(67, 65, 6, 4.5), vertical('#f6e2b8', '#b08a5a'), '#4a2a10', 1),
    fill(star(26, 78, 6, 2.4, 4) + star(80, 30, 5, 2, 4), '#fff6c8'),
  ];
}

export function janggu(): Art {
  const head = radial(['#fffaf0', '#f0e2c4', '#c9b48a'], 0.45, 0.45, 0.6);
  return [
    // The lacquered hourglass body, red, narrowing to its waist.
    shape(
      'M20 27 C38 27 42 44 50 44 C58 44 62 27 80 27 L80 73 C62 73 58 56 50 56 C42 56 38 73 20 73 Z',
      vertical('#e84a3a', '#a01a14', '#5a0a08'),
      '#3a0604',
      1.2,
    ),
    // The tension cords, laced from head to head across the waist.
    line('M22 30 L78 70 M22 70 L78 30 M36 30 L64 70 M36 70 L64 30', '#ffd56a', 1, 0.85),
    shape(ellipse(20, 50, 11, 26), head, '#2f5fb0', 3),
    shape(ellipse(80, 50, 11, 26), head, '#2f5fb0', 3),
    line(ellipse(20, 50, 7, 20) + ellipse(80, 50, 7, 20), '#b09a70', 0.8),
    fill(ellipse(16, 40, 3, 7), '#ffffff', 0.5),
    // The thin bamboo stick and the mallet that play the two heads.
    line('M60 14 L88 40', '#c9a66b', 2),
    line('M12 88 L30 66', '#6b3f1f', 2.6),
    fill(circle(30, 65, 4), vertical('#fff3b0', '#c98a12')),
  ];
}

export function foldingFan(): Art {
  const [cx, cy, inner, outer, spread] = [50, 88, 16, 62, 52];
  const leaf =
    `M${polar(cx, cy, inner, -spread)}L${polar(cx, cy, outer, -spread)}` +
    `A${outer} ${outer} 0 0 1 ${polar(cx, cy, outer, spread)}L${polar(cx, cy, inner, spread)}` +
    `A${inner} ${inner} 0 0 0 ${polar(cx, cy, inner, -spread)}Z`;
  const sticks = ribs(cx, cy, outer, [-52, -39, -26, -13, 0, 13, 26, 39, 52]);
  return [
    shape(leaf, vertical('#fffaf0', '#f0dcc0'), '#6b2a1a', 1.5),
    line(sticks, '#c9a080', 0.8),
    line(
      `M${polar(cx, cy, outer - 2, -spread)}A${outer - 2} ${outer - 2} 0 0 1 ${polar(cx, cy, outer - 2, spread)}`,
      '#b3121a',
      3,
    ),
    // A peony on the leaf: the flower of wealth and honour.
    fill(
      circle(45, 47, 9) + circle(55, 43, 8) + circle(53, 53, 8),
      radial(['#ffb0c0', '#e0405a', '#9a1030']),
    ),
    fill(circle(51, 48, 4), '#ffd56a'),
    fill(ellipse(37, 55, 7, 3) + ellipse(64, 53, 7, 3), '#3f8a3a'),
    line('M33 40 Q38 34 42 38', '#3f8a3a', 1.2),
    shape('M46 78 L54 78 L53 92 L47 92 Z', vertical('#7a3a1a', '#3a1a08'), '#2a1004', 1),
    fill(circle(cx, cy, 2.2), '#ffd56a'),
    line('M50 92 Q46 96 44 100 M50 92 Q54 96 56 100', '#d6202a', 1.5),
  ];
}
