/**
 * Motif drawings for the generated artwork: each returns SVG markup on a 400x500 canvas, drawn
 * in flat shapes with the palette's accent and ink so every tile shares one style.
 */
export interface Palette {
  /** Background gradient, top to bottom. */
  sky: [string, string];
  /** The motif's main colour. */
  accent: string;
  /** Shadows and silhouettes. */
  ink: string;
  /** Highlights. */
  glow: string;
}

export type Motif = (p: Palette) => string;

const star = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r}L${x + r * 0.28} ${y - r * 0.28}L${x + r} ${y}L${x + r * 0.28} ${y + r * 0.28}L${x} ${y + r}L${x - r * 0.28} ${y + r * 0.28}L${x - r} ${y}L${x - r * 0.28} ${y - r * 0.28}Z" fill="${fill}"/>`;

export const stars: Motif = (p) =>
  [
    [60, 70, 7],
    [330, 54, 9],
    [300, 140, 5],
    [90, 170, 4],
    [350, 210, 6],
    [40, 260, 5],
    [200, 40, 4],
  ]
    .map(([x, y, r]) => star(x!, y!, r!, p.glow))
    .join('');

export const moon: Motif = (p) =>
  `<circle cx="200" cy="190" r="110" fill="${p.glow}" opacity=".16"/><circle cx="200" cy="190" r="82" fill="${p.accent}"/><circle cx="172" cy="168" r="14" fill="${p.ink}" opacity=".12"/><circle cx="226" cy="214" r="20" fill="${p.ink}" opacity=".1"/><circle cx="232" cy="160" r="8" fill="${p.ink}" opacity=".12"/>`;

/** A small full moon high on the right, leaving the middle of the tile to the main motif. */
export const fullMoon: Motif = (p) =>
  `<circle cx="312" cy="104" r="66" fill="${p.glow}" opacity=".14"/><circle cx="312" cy="104" r="46" fill="${p.glow}"/><circle cx="298" cy="94" r="8" fill="${p.ink}" opacity=".12"/><circle cx="326" cy="118" r="11" fill="${p.ink}" opacity=".1"/>`;

export const sun: Motif = (p) =>
  `<circle cx="200" cy="300" r="130" fill="${p.glow}" opacity=".14"/><circle cx="200" cy="300" r="86" fill="${p.accent}"/>` +
  Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<line x1="${200 + Math.cos(a) * 100}" y1="${300 + Math.sin(a) * 100}" x2="${200 + Math.cos(a) * 122}" y2="${300 + Math.sin(a) * 122}" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');

export const clouds: Motif = (p) =>
  [
    [70, 330, 1],
    [300, 120, 0.8],
    [320, 380, 0.9],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${p.glow}" stroke-width="5" stroke-linecap="round" opacity=".75"><path d="M-50 0h100"/><path d="M-30 0a18 18 0 0 1 30-16a22 22 0 0 1 40 6"/><path d="M-10 14h80"/><path d="M30 14a12 12 0 0 0 -10-16"/></g>`,
    )
    .join('');

export const palace: Motif = (p) =>
  `<g transform="translate(200 300)"><path d="M-150 -40Q-100 -50 -80 -90H80Q100 -50 150 -40Q120 -36 100 -44H-100Q-120 -36 -150 -40Z" fill="${p.ink}"/><path d="M-150 -40Q-100 -50 -80 -90H80Q100 -50 150 -40" fill="none" stroke="${p.accent}" stroke-width="5"/><rect x="-92" y="-44" width="184" height="14" fill="${p.accent}"/><path d="M-120 40Q-70 30 -60 0H60Q70 30 120 40Q90 44 70 36H-70Q-90 44 -120 40Z" fill="${p.ink}"/><path d="M-120 40Q-70 30 -60 0H60Q70 30 120 40" fill="none" stroke="${p.accent}" stroke-width="4"/>${[-70, -35, 0, 35, 70].map((x) => `<rect x="${x - 5}" y="-30" width="10" height="30" fill="${p.accent}" opacity=".8"/>`).join('')}${[-60, -20, 20, 60].map((x) => `<rect x="${x - 6}" y="36" width="12" height="60" fill="${p.accent}" opacity=".85"/>`).join('')}<rect x="-110" y="96" width="220" height="16" rx="3" fill="${p.ink}"/></g>`;

export const lanterns: Motif = (p) =>
  `<path d="M0 90Q200 150 400 90" fill="none" stroke="${p.glow}" stroke-width="3" opacity=".7"/>` +
  [
    [70, 108],
    [160, 128],
    [250, 126],
    [340, 104],
  ]
    .map(
      ([x, y]) =>
        `<g transform="translate(${x} ${y})"><line y2="14" stroke="${p.glow}" stroke-width="3"/><rect x="-22" y="14" width="44" height="58" rx="20" fill="${p.accent}"/><rect x="-22" y="14" width="44" height="58" rx="20" fill="none" stroke="${p.ink}" stroke-width="3" opacity=".4"/><line x1="-10" y1="16" x2="-10" y2="70" stroke="${p.ink}" opacity=".3" stroke-width="3"/><line x1="10" y1="16" x2="10" y2="70" stroke="${p.ink}" opacity=".3" stroke-width="3"/><path d="M-6 72h12l-2 14h-8z" fill="${p.glow}"/></g>`,
    )
    .join('');

export const goblinMask: Motif = (p) =>
  `<g transform="translate(200 280)"><path d="M-70 -60L-92 -130L-40 -80ZM70 -60L92 -130L40 -80Z" fill="${p.glow}"/><ellipse rx="90" ry="100" fill="${p.accent}"/><ellipse cx="-34" cy="-20" rx="18" ry="22" fill="${p.ink}"/><ellipse cx="34" cy="-20" rx="18" ry="22" fill="${p.ink}"/><circle cx="-30" cy="-24" r="6" fill="${p.glow}"/><circle cx="38" cy="-24" r="6" fill="${p.glow}"/><path d="M-50 40Q0 80 50 40Q0 56 -50 40Z" fill="${p.ink}"/><path d="M-36 46l8 16l8-14M20 48l8 14l8-16" fill="${p.glow}"/></g>`;

export const club: Motif = (p) =>
  `<g transform="rotate(-30 200 260)"><rect x="186" y="250" width="28" height="170" rx="12" fill="${p.ink}"/><ellipse cx="200" cy="200" rx="62" ry="96" fill="${p.accent}"/>${[
    [170, 150],
    [226, 160],
    [180, 210],
    [230, 220],
    [196, 262],
    [200, 120],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${p.glow}"/>`)
    .join('')}</g>`;

/** A treasure chest with coins heaped beside it, low on the tile, so a figure can stand behind it. */
export const treasure: Motif = (p) =>
  `<g transform="translate(200 420)"><path d="M-96 -36Q0 -100 96 -36Z" fill="${p.accent}" stroke="${p.glow}" stroke-width="4"/><rect x="-96" y="-36" width="192" height="84" rx="10" fill="${p.ink}" stroke="${p.glow}" stroke-width="4"/><path d="M-56 -36V48M56 -36V48" stroke="${p.glow}" stroke-width="8" opacity=".8"/><rect x="-14" y="-26" width="28" height="34" rx="5" fill="${p.glow}"/><circle cy="-12" r="5" fill="${p.ink}"/>${[
    [-124, 34],
    [-150, 40],
    [-136, 14],
    [124, 38],
    [150, 30],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="16" fill="${p.glow}" stroke="${p.accent}" stroke-width="3"/><rect x="${x! - 5}" y="${y! - 5}" width="10" height="10" fill="${p.ink}" opacity=".45"/>`,
    )
    .join('')}</g>`;

export const tigerFace: Motif = (p) =>
  `<g transform="translate(200 280)"><circle cx="-70" cy="-80" r="26" fill="${p.accent}"/><circle cx="70" cy="-80" r="26" fill="${p.accent}"/><ellipse rx="100" ry="92" fill="${p.accent}"/><ellipse cy="40" rx="56" ry="40" fill="${p.glow}"/><path d="M-100 -10l40 6M-100 14l36 0M100 -10l-40 6M100 14l-36 0M-20 -92l6 30M0 -92v34M20 -92l-6 30" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/><ellipse cx="-38" cy="-14" rx="12" ry="14" fill="${p.ink}"/><ellipse cx="38" cy="-14" rx="12" ry="14" fill="${p.ink}"/><path d="M-14 20h28l-14 14Z" fill="${p.ink}"/><path d="M0 34v10M-16 50q16 10 32 0" stroke="${p.ink}" stroke-width="4" fill="none"/></g>`;

export const persimmons: Motif = (p) =>
  `<path d="M40 120Q200 80 360 140" stroke="${p.ink}" stroke-width="10" fill="none"/>` +
  [
    [110, 200, 40],
    [220, 250, 52],
    [310, 190, 36],
  ]
    .map(
      ([x, y, r]) =>
        `<path d="M${x} ${y! - r! - 60}V${y! - r!}" stroke="${p.ink}" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="${r! * 1.1}" ry="${r}" fill="${p.accent}"/><path d="M${x! - 16} ${y! - r! + 4}l16-12l16 12l-16 8Z" fill="#3f7a3a"/><ellipse cx="${x! - r! * 0.4}" cy="${y! - r! * 0.3}" rx="${r! * 0.25}" ry="${r! * 0.15}" fill="#fff" opacity=".35"/>`,
    )
    .join('');

/** Embers rising from the bonfire the Hahoe masks dance around. */
export const embers: Motif = (p) =>
  [
    [70, 430, 5, 0.9],
    [110, 380, 3, 0.7],
    [300, 410, 4, 0.8],
    [340, 350, 3, 0.6],
    [60, 300, 2.5, 0.5],
    [350, 250, 2, 0.5],
    [140, 200, 2.5, 0.4],
    [280, 170, 2, 0.4],
  ]
    .map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.glow}" opacity="${o}"/>`)
    .join('');

/** The yangban mask of Hahoe under his black gat: the grin, the shut laughing eyes, the hinged chin. */
export const hahoeMask: Motif = (p) =>
  `<g transform="translate(200 290)"><rect x="-50" y="-176" width="100" height="80" rx="14" fill="${p.ink}" stroke="${p.glow}" stroke-width="3" stroke-opacity=".5"/><ellipse cy="-96" rx="128" ry="20" fill="${p.ink}" stroke="${p.glow}" stroke-width="3" stroke-opacity=".5"/><path d="M-88 -56Q-88 -90 0 -90Q88 -90 88 -56L82 26Q76 56 44 58H-44Q-76 56 -82 26Z" fill="${p.accent}"/><path d="M-40 -74Q0 -82 40 -74M-34 -64Q0 -70 34 -64" stroke="${p.ink}" stroke-width="3" fill="none" opacity=".35"/><path d="M-70 -34Q-42 -56 -14 -38M70 -34Q42 -56 14 -38" stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M-62 -8Q-38 -34 -14 -8M62 -8Q38 -34 14 -8" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-8 -22Q-12 6 -22 14Q0 26 22 14Q12 6 8 -22Z" fill="${p.ink}" opacity=".28"/><path d="M-66 16Q-72 34 -58 48M66 16Q72 34 58 48" stroke="${p.ink}" stroke-width="4" fill="none" opacity=".4"/><path d="M-52 56Q0 74 52 56" stroke="${p.ink}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M-48 68Q0 84 48 68Q44 116 0 124Q-44 116 -48 68Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/><path d="M-24 100Q0 110 24 100" stroke="${p.ink}" stroke-width="3" fill="none" opacity=".35"/></g>`;

/** A brass gong (꽹과리) high on the tile, struck for the dance. */
export const gong: Motif = (p) =>
  `<g transform="translate(318 122)"><circle r="44" fill="${p.glow}" opacity=".18"/><circle r="34" fill="${p.accent}" stroke="${p.glow}" stroke-width="3"/><circle r="24" fill="none" stroke="${p.ink}" stroke-width="2" opacity=".4"/><circle r="10" fill="${p.glow}"/><path d="M-24 -25Q0 -76 24 -25" stroke="#c81e3a" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;

/** Bubbles rising through the sea above the Dragon King's palace. */
export const bubbles: Motif = (p) =>
  [
    [60, 120, 10],
    [84, 86, 6],
    [330, 220, 12],
    [350, 180, 7],
    [320, 150, 4],
    [52, 250, 7],
    [110, 60, 4],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${p.glow}" stroke-width="2" opacity=".7"/><circle cx="${x! - r! * 0.35}" cy="${y! - r! * 0.35}" r="${r! * 0.25}" fill="${p.glow}" opacity=".8"/>`,
    )
    .join('');

/** The dragon pearl (여의주) in its ring of flame, glowing over the palace. */
export const dragonPearl: Motif = (p) =>
  `<g transform="translate(200 132)"><circle r="70" fill="${p.glow}" opacity=".14"/>${Array.from({ length: 8 }, (_, i) => `<path d="M-12 -34Q-6 -62 18 -70Q4 -52 12 -34Z" fill="#f97316" transform="rotate(${i * 45})"/>`).join('')}<circle r="36" fill="${p.glow}" stroke="${p.accent}" stroke-width="4"/><path d="M-16 2A16 16 0 1 1 16 2A10 10 0 0 1 -2 2" stroke="${p.accent}" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="-14" cy="-16" rx="9" ry="5" fill="#fff" opacity=".8"/></g>`;

/** Heungbu's swallow in flight, the gourd seed in its beak. */
export const swallow: Motif = (p) =>
  `<g transform="translate(150 120) rotate(-8)"><path d="M0 10Q-40 -30 -110 -36Q-60 -10 -20 30Z" fill="${p.ink}" stroke="${p.glow}" stroke-width="2" stroke-opacity=".5"/><path d="M20 6Q50 -44 120 -56Q76 -16 36 30Z" fill="${p.ink}" stroke="${p.glow}" stroke-width="2" stroke-opacity=".5"/><path d="M-30 30L-96 74L-58 40L-80 88L-20 44Z" fill="${p.ink}"/><path d="M-34 24Q0 -8 44 0Q66 12 50 30Q24 50 -20 42Z" fill="${p.ink}"/><path d="M-20 38Q16 48 48 30Q34 24 10 28Q-6 34 -20 38Z" fill="#fdfaf2"/><circle cx="50" cy="2" r="14" fill="${p.ink}"/><ellipse cx="58" cy="14" rx="7" ry="5" fill="#c81e3a"/><circle cx="54" cy="-2" r="3" fill="#fff"/><path d="M62 -6L80 0L62 6Z" fill="${p.ink}"/><ellipse cx="86" cy="0" rx="7" ry="5" fill="${p.glow}"/></g>`;

/** A thatched roof with the golden gourds ripening on it, low on the tile. */
export const gourdRoof: Motif = (p) =>
  `<path d="M20 470Q200 340 380 470Z" fill="#8a5a24"/><path d="M20 470Q200 340 380 470" stroke="${p.glow}" stroke-width="3" fill="none" opacity=".5"/>${[60, 110, 160, 210, 260, 310].map((x) => `<path d="M${x} ${470 - (x < 200 ? (x - 20) * 0.7 : (380 - x) * 0.7) + 6}l-8 40" stroke="${p.ink}" stroke-width="2" opacity=".35"/>`).join('')}<path d="M40 420Q120 370 200 390Q280 360 360 410" stroke="#3f7a3a" stroke-width="5" fill="none"/>${[
    [110, 380, 40],
    [214, 360, 54],
    [306, 386, 36],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r! + 10}" fill="${p.glow}" opacity=".15"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}"/><ellipse cx="${x! - r! * 0.35}" cy="${y! - r! * 0.35}" rx="${r! * 0.28}" ry="${r! * 0.18}" fill="#fff" opacity=".45"/><rect x="${x! - 5}" y="${y! - r! - 8}" width="10" height="12" rx="3" fill="#5a3a1a"/><path d="M${x! + 4} ${y! - r! - 4}q18 -16 34 -6q-16 14 -34 6Z" fill="#3f7a3a"/>`,
    )
    .join('')}`;

const card = (x: number, y: number, rot: number, rank: string, red: boolean, p: Palette) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-56" y="-80" width="112" height="160" rx="12" fill="#fdfaf2" stroke="${p.accent}" stroke-width="3"/><text x="-40" y="-46" font-family="Georgia,serif" font-size="30" font-weight="700" fill="${red ? '#c81e3a' : '#111827'}">${rank}</text><path d="M0 -26C-24 -2 -34 8 -34 24C-34 38 -18 44 -6 34L-10 50H10L6 34C18 44 34 38 34 24C34 8 24 -2 0 -26Z" fill="${red ? '#c81e3a' : '#111827'}" transform="translate(0 8) scale(.9)"/></g>`;

export const cards: Motif = (p) => card(150, 280, -12, 'A', false, p) + card(250, 280, 12, 'K', true, p);

export const cardsFlash: Motif = (p) =>
  cards(p) +
  `<path d="M300 110L250 200H290L240 300L340 180H300L340 110Z" fill="${p.glow}" stroke="${p.ink}" stroke-width="3"/>`;

export const squeezeCard: Motif = (p) =>
  `<g transform="translate(200 290) rotate(-8)"><rect x="-70" y="-100" width="140" height="200" rx="14" fill="${p.accent}"/><rect x="-58" y="-88" width="116" height="176" rx="8" fill="none" stroke="${p.glow}" stroke-width="3" stroke-dasharray="6 6"/><path d="M30 100Q70 40 70 20V100Z" fill="#fdfaf2"/><path d="M30 100Q70 40 70 20" stroke="${p.ink}" stroke-width="3" fill="none"/></g>`;

export const chips: Motif = (p) =>
  [
    [110, 410, p.accent],
    [290, 420, p.glow],
    [200, 440, '#c81e3a'],
  ]
    .map(
      ([x, y, c]) =>
        `<g transform="translate(${x} ${y})"><ellipse rx="46" ry="18" fill="${p.ink}" transform="translate(0 8)"/><ellipse rx="46" ry="18" fill="${c}"/><ellipse rx="30" ry="11" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="8 8" opacity=".8"/></g>`,
    )
    .join('');

export const wheel: Motif = (p) =>
  `<g transform="translate(200 270)"><circle r="130" fill="${p.ink}"/><circle r="122" fill="${p.accent}"/>${Array.from(
    { length: 18 },
    (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      const b = ((i + 1) / 18) * Math.PI * 2;
      const f = (r: number, t: number) => `${(Math.cos(t) * r).toFixed(1)} ${(Math.sin(t) * r).toFixed(1)}`;
      return `<path d="M${f(70, a)}L${f(114, a)}A114 114 0 0 1 ${f(114, b)}L${f(70, b)}A70 70 0 0 0 ${f(70, a)}Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#b91c1c' : '#111827'}"/>`;
    },
  ).join(
    '',
  )}<circle r="66" fill="${p.ink}"/><circle r="48" fill="${p.accent}"/><path d="M0 -44V44M-44 0H44" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/><circle r="12" fill="${p.glow}"/><circle cx="92" cy="-40" r="9" fill="#fff"/></g>`;

export const dragonTiger: Motif = (p) =>
  `<g transform="translate(130 280)"><circle r="74" fill="#b91c1c"/><circle r="62" fill="none" stroke="${p.glow}" stroke-width="4"/><path d="M-30 20C-30 -30 30 -40 30 -10S-10 20 10 40" stroke="${p.glow}" stroke-width="12" fill="none" stroke-linecap="round"/></g><g transform="translate(270 280)"><circle r="74" fill="#1d4ed8"/><circle r="62" fill="none" stroke="${p.glow}" stroke-width="4"/><path d="M-34 -10l26 6M-34 14l24 0M34 -10l-26 6M34 14l-24 0M0 -40v24" stroke="${p.glow}" stroke-width="9" stroke-linecap="round"/></g><text x="200" y="296" text-anchor="middle" font-family="Georgia,serif" font-size="40" font-weight="700" fill="${p.glow}">VS</text>`;

const die = (x: number, y: number, rot: number, pips: number[][], p: Palette) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-50" y="-50" width="100" height="100" rx="20" fill="#fdfaf2" stroke="${p.accent}" stroke-width="4"/>${pips
    .map(
      ([cx, cy]) =>
        `<circle cx="${cx}" cy="${cy}" r="9" fill="${pips.length === 1 ? '#c81e3a' : '#111827'}"/>`,
    )
    .join('')}</g>`;

export const dice: Motif = (p) =>
  die(140, 230, -14, [[0, 0]], p) +
  die(
    260,
    250,
    10,
    [
      [-24, -24],
      [0, 0],
      [24, 24],
    ],
    p,
  ) +
  die(
    200,
    350,
    4,
    [
      [-24, -24],
      [24, -24],
      [-24, 24],
      [24, 24],
      [0, 0],
    ],
    p,
  );

export const soccer: Motif = (p) =>
  `<g transform="translate(200 270)"><circle r="110" fill="#f8fafc"/><path d="M0 -34L32 -10L20 28H-20L-32 -10Z" fill="#111827"/>${[
    0, 72, 144, 216, 288,
  ]
    .map(
      (r) =>
        `<g transform="rotate(${r})"><path d="M0 -34V-70" stroke="#111827" stroke-width="5"/><path d="M-24 -96L0 -70L24 -96L14 -108H-14Z" fill="#111827"/></g>`,
    )
    .join('')}<circle r="110" fill="none" stroke="${p.accent}" stroke-width="6"/></g>`;

export const baseball: Motif = (p) =>
  `<g transform="translate(200 270)"><circle r="108" fill="#f8fafc"/><path d="M-66 -84Q-20 0 -66 84M66 -84Q20 0 66 84" stroke="#dc2626" stroke-width="5" fill="none" stroke-dasharray="4 8"/><path d="M-66 -84Q-20 0 -66 84M66 -84Q20 0 66 84" stroke="#dc2626" stroke-width="2" fill="none"/><circle r="108" fill="none" stroke="${p.accent}" stroke-width="6"/></g>`;

export const basketball: Motif = (p) =>
  `<g transform="translate(200 270)"><circle r="108" fill="#ea7a1f"/><path d="M-108 0H108M0 -108V108M-76 -76Q-20 0 -76 76M76 -76Q20 0 76 76" stroke="#1f2937" stroke-width="6" fill="none"/><circle r="108" fill="none" stroke="${p.accent}" stroke-width="6"/></g>`;

export const volleyball: Motif = (p) =>
  `<g transform="translate(200 270)"><circle r="108" fill="#f8fafc"/><path d="M0 0Q-20 -70 40 -100M0 0Q70 20 80 80M0 0Q-60 40 -110 10" stroke="${p.accent}" stroke-width="26" fill="none" opacity=".85"/><circle r="108" fill="none" stroke="${p.ink}" stroke-width="6"/></g>`;

export const hockey: Motif = (p) =>
  `<path d="M120 110L230 380Q240 400 270 396L330 388" stroke="${p.accent}" stroke-width="24" fill="none" stroke-linecap="round"/><ellipse cx="150" cy="410" rx="46" ry="16" fill="${p.ink}"/><ellipse cx="150" cy="402" rx="46" ry="16" fill="#111827" stroke="${p.glow}" stroke-width="3"/>`;

export const controller: Motif = (p) =>
  `<g transform="translate(200 280)"><path d="M-110 -40Q-100 -70 -60 -70H60Q100 -70 110 -40L130 50Q134 86 100 80Q80 76 60 40H-60Q-80 76 -100 80Q-134 86 -130 50Z" fill="${p.accent}"/><path d="M-76 -26V14M-96 -6H-56" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/>${[
    [70, -30, '#22c55e'],
    [96, -6, '#ef4444'],
    [44, -6, '#3b82f6'],
    [70, 18, '#eab308'],
  ]
    .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`)
    .join('')}</g>`;
