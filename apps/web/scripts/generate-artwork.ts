/**
 * Writes the site's artwork as SVG into public/images/: a tile per game code (games/<code>.svg), an
 * emblem per provider (providers/<code>.svg) and the home banners (banners/*.svg). Everything is
 * drawn from data, so the set stays consistent; no names are baked in (the page shows them in the
 * visitor's language). Run: npx tsx apps/web/scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CASINO_GAMES, DEMO_SLOTS, DEMO_SPORTS, DEMO_STUDIOS, DEMO_TRANSFER_PROVIDER } from '@haneul/db';
import * as m from './artwork/motifs.ts';
import type { Motif, Palette } from './artwork/motifs.ts';
import { GAME_THEMES, PROVIDER_THEMES, type Theme } from './artwork/themes.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

function pattern(kind: Theme['pattern'], color: string): string {
  const shapes: Record<Theme['pattern'], string> = {
    lattice: `<path d="M0 0H40V40H0ZM20 0V40M0 20H40" fill="none" stroke="${color}" stroke-width="1"/>`,
    waves: `<path d="M0 20Q10 10 20 20T40 20" fill="none" stroke="${color}" stroke-width="1.2"/>`,
    dots: `<circle cx="20" cy="20" r="1.6" fill="${color}"/>`,
    diamonds: `<path d="M20 4L36 20L20 36L4 20Z" fill="none" stroke="${color}" stroke-width="1"/>`,
  };
  return `<pattern id="pat" width="40" height="40" patternUnits="userSpaceOnUse">${shapes[kind]}</pattern>`;
}

function frame(
  width: number,
  height: number,
  palette: Palette,
  body: string,
  kind: Theme['pattern'],
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
<radialGradient id="halo" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a6"/><stop offset=".5" stop-color="#d4a02c" stop-opacity=".5"/><stop offset="1" stop-color="#fbe7a6"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>
${pattern(kind, palette.glow)}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/><rect width="${width}" height="${height}" fill="url(#pat)" opacity=".08"/><rect width="${width}" height="${height}" fill="url(#halo)"/>
${body}
<rect width="${width}" height="${height}" fill="url(#shade)"/><rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="18" fill="none" stroke="url(#rim)" stroke-width="2" opacity=".55"/>
</svg>
`;
}

function gameTile(theme: Theme): string {
  return frame(
    400,
    500,
    theme.palette,
    theme.motifs.map((motif) => motif(theme.palette)).join('\n'),
    theme.pattern,
  );
}

/** 480x240: the slot tab's provider tile and the small logo in a game tile's corner. */
function providerLogo(palette: Palette, motif: Motif): string {
  const emblem = `<g transform="translate(240 120) scale(.42) translate(-200 -270)">${motif(palette)}</g>`;
  const ring = `<circle cx="240" cy="120" r="92" fill="${palette.sky[1]}" opacity=".55"/><circle cx="240" cy="120" r="92" fill="none" stroke="url(#rim)" stroke-width="4"/><circle cx="240" cy="120" r="80" fill="none" stroke="${palette.accent}" stroke-width="1.5" stroke-dasharray="3 7"/>`;
  const wings = [-1, 1]
    .map(
      (side) =>
        `<path d="M${240 + side * 104} 120h${side * 96}" stroke="url(#rim)" stroke-width="3"/><path d="M${240 + side * 210} 120l${side * -10} -8v16Z" fill="#e9b949"/>`,
    )
    .join('');
  return frame(
    480,
    240,
    palette,
    `${ring}${wings}<clipPath id="c"><circle cx="240" cy="120" r="78"/></clipPath><g clip-path="url(#c)">${emblem}</g>`,
    'lattice',
  );
}

/** 1920x600 banners; the left half stays calm because the page writes the headline there. */
function banner(palette: Palette, motifs: string): string {
  return frame(1920, 600, palette, `<g transform="translate(1080 0)">${motifs}</g>`, 'lattice');
}

const BANNERS: Record<string, { palette: Palette; body: (p: Palette) => string }> = {
  welcome: {
    palette: { sky: ['#0e2a6b', '#050b26'], accent: '#f2c14e', ink: '#0a1233', glow: '#fde9a8' },
    body: (p) =>
      `<g transform="translate(0 20) scale(1.15)">${m.stars(p)}${m.clouds(p)}${m.palace(p)}</g><g transform="translate(420 60) scale(1.1)">${m.moon(p)}</g>`,
  },
  slots: {
    palette: { sky: ['#3b0a57', '#12031f'], accent: '#f43f5e', ink: '#1a0526', glow: '#fbbf24' },
    body: (p) =>
      `<g transform="translate(-60 40) scale(1.1)">${m.lanterns(p)}</g><g transform="translate(120 60) scale(1.05)">${m.goblinMask(p)}</g><g transform="translate(440 80)">${m.club(p)}</g>`,
  },
  live: {
    palette: { sky: ['#065f46', '#022c22'], accent: '#e9b949', ink: '#022017', glow: '#fde68a' },
    body: (p) =>
      `<g transform="translate(0 30) scale(1.05)">${m.wheel(p)}</g><g transform="translate(380 40)">${m.cards(p)}${m.chips(p)}</g>`,
  },
};

function write(relative: string, svg: string): void {
  const path = join(OUT, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}

const codes = [
  ...Object.values(DEMO_SLOTS).flatMap((games) => games.map((game) => game.code)),
  ...DEMO_CASINO_GAMES.map((game) => game.code),
  ...DEMO_SPORTS.map((sport) => sport.code),
];
for (const code of codes) {
  const theme = GAME_THEMES[code];
  if (!theme) throw new Error(`No artwork theme for game "${code}": add one to scripts/artwork/themes.ts`);
  write(`games/${code}.svg`, gameTile(theme));
}
const providerCodes = [...DEMO_STUDIOS.map((studio) => studio.code), DEMO_TRANSFER_PROVIDER.code];
for (const code of providerCodes) {
  const theme = PROVIDER_THEMES[code];
  if (!theme) throw new Error(`No artwork theme for provider "${code}"`);
  write(`providers/${code}.svg`, providerLogo(theme.palette, theme.motif));
}
for (const [name, { palette, body }] of Object.entries(BANNERS))
  write(`banners/${name}.svg`, banner(palette, body(palette)));
console.log(
  `Wrote ${codes.length} game tiles, ${providerCodes.length} provider logos, ${Object.keys(BANNERS).length} banners to ${OUT}`,
);
