import * as m from './motifs';
import type { Motif, Palette } from './motifs';

/** A tile's look: its palette and the motifs drawn on it, back to front. */
export interface Theme {
  palette: Palette;
  motifs: Motif[];
  /** The background pattern. */
  pattern: 'lattice' | 'waves' | 'dots' | 'diamonds';
}

const p = (sky: [string, string], accent: string, ink: string, glow: string): Palette => ({
  sky,
  accent,
  ink,
  glow,
});

/** One theme per game code in the catalogue; the generator fails on a code without one. */
export const GAME_THEMES: Record<string, Theme> = {
  // Haneul Originals: sky, palace and cranes in blues and gold.
  'sky-palace': {
    palette: p(['#0e2a6b', '#050b26'], '#f2c14e', '#0a1233', '#fde9a8'),
    motifs: [m.stars, m.clouds, m.palace],
    pattern: 'lattice',
  },
  'cloud-dragon': {
    palette: p(['#0b3d5c', '#04121f'], '#2dd4bf', '#052e2b', '#f5d27a'),
    motifs: [m.clouds, m.dragon],
    pattern: 'waves',
  },
  'starlit-harbor': {
    palette: p(['#1b1f5e', '#070822'], '#f59e0b', '#0b0f2e', '#fde68a'),
    motifs: [m.stars, m.boat, m.waves],
    pattern: 'dots',
  },
  'jade-rabbit': {
    palette: p(['#123a3a', '#041615'], '#d9f99d', '#0f2f24', '#ecfccb'),
    motifs: [m.stars, m.moon, m.rabbit],
    pattern: 'dots',
  },
  'crane-and-pine': {
    palette: p(['#2b2f6b', '#0a0b24'], '#4ade80', '#0f1a12', '#f8fafc'),
    motifs: [m.sun, m.pine, m.crane],
    pattern: 'lattice',
  },
  // Dokkaebi Studio: night markets and goblin fire in purples and magenta.
  'goblin-night-market': {
    palette: p(['#3b0a57', '#12031f'], '#f43f5e', '#1a0526', '#fbbf24'),
    motifs: [m.lanterns, m.goblinMask],
    pattern: 'diamonds',
  },
  'magic-club': {
    palette: p(['#4c1d95', '#14052e'], '#f59e0b', '#1e0b3d', '#fde68a'),
    motifs: [m.stars, m.club],
    pattern: 'diamonds',
  },
  'haunted-hanok': {
    palette: p(['#1e1b4b', '#06051a'], '#a78bfa', '#070614', '#67e8f9'),
    motifs: [m.moon, m.palace, m.ghostFires],
    pattern: 'lattice',
  },
  'fox-bead': {
    palette: p(['#5b1035', '#1a0410'], '#fb923c', '#2a0718', '#fef3c7'),
    motifs: [m.stars, m.foxTails],
    pattern: 'dots',
  },
  'lantern-festival': {
    palette: p(['#431407', '#170603'], '#f472b6', '#2a0a04', '#fde68a'),
    motifs: [m.stars, m.lotusLanterns],
    pattern: 'waves',
  },
  // Moonrise Gaming: moonlight and night travel in indigo and silver.
  'moonlit-garden': {
    palette: p(['#1e3a8a', '#060d2b'], '#e2e8f0', '#0a1433', '#c4b5fd'),
    motifs: [m.moon, m.flowers],
    pattern: 'lattice',
  },
  'milky-way': {
    palette: p(['#172554', '#030716'], '#93c5fd', '#050b1f', '#fef9c3'),
    motifs: [m.milkyWay, m.stars],
    pattern: 'dots',
  },
  'owl-observatory': {
    palette: p(['#0f2a4a', '#040b16'], '#c08457', '#0b1626', '#fde68a'),
    motifs: [m.stars, m.owl],
    pattern: 'dots',
  },
  'dawn-express': {
    palette: p(['#7c2d12', '#1e1b4b'], '#38bdf8', '#0c0a24', '#fed7aa'),
    motifs: [m.sun, m.mountains, m.train],
    pattern: 'lattice',
  },
  'tide-pearls': {
    palette: p(['#0e4f66', '#03161f'], '#f0abfc', '#042430', '#f8fafc'),
    motifs: [m.waves, m.pearl],
    pattern: 'waves',
  },
  'neon-seoul': {
    palette: p(['#2e1065', '#09031c'], '#e879f9', '#10062a', '#22d3ee'),
    motifs: [m.stars, m.skyline],
    pattern: 'diamonds',
  },
  // Tiger Reels: mountains, tigers and autumn in ambers and greens.
  'baekdu-tiger': {
    palette: p(['#1f3b2d', '#07120c'], '#f59e0b', '#1c1008', '#fef3c7'),
    motifs: [m.mountains, m.tigerFace],
    pattern: 'lattice',
  },
  'golden-persimmon': {
    palette: p(['#7c2d12', '#1f0a04'], '#f97316', '#2b1206', '#fde68a'),
    motifs: [m.persimmons],
    pattern: 'dots',
  },
  'magpie-and-tiger': {
    palette: p(['#14532d', '#04140a'], '#f59e0b', '#0a0f0b', '#f8fafc'),
    motifs: [m.pine, m.tigerFace, m.magpie],
    pattern: 'lattice',
  },
  'bamboo-forest': {
    palette: p(['#14532d', '#021008'], '#4ade80', '#062012', '#bbf7d0'),
    motifs: [m.bamboo],
    pattern: 'waves',
  },
  'ginseng-hunter': {
    palette: p(['#3f2a14', '#120b04'], '#fcd9a8', '#1a1108', '#bbf7d0'),
    motifs: [m.mountains, m.ginseng],
    pattern: 'dots',
  },
  // Tables: felt greens, crimson and gold.
  baccarat: {
    palette: p(['#065f46', '#022c22'], '#e9b949', '#022017', '#fde68a'),
    motifs: [m.cards, m.chips],
    pattern: 'diamonds',
  },
  'speed-baccarat': {
    palette: p(['#7f1d1d', '#1f0505'], '#e9b949', '#1a0404', '#fef08a'),
    motifs: [m.cardsFlash, m.chips],
    pattern: 'diamonds',
  },
  blackjack: {
    palette: p(['#0f3d2e', '#03140e'], '#e9b949', '#04140e', '#fde68a'),
    motifs: [m.cards, m.chips],
    pattern: 'lattice',
  },
  roulette: {
    palette: p(['#14532d', '#031409'], '#d4a02c', '#1c1204', '#fde68a'),
    motifs: [m.wheel],
    pattern: 'diamonds',
  },
  'dragon-tiger': {
    palette: p(['#3b0764', '#0f0220'], '#e9b949', '#12041f', '#fde68a'),
    motifs: [m.dragonTiger, m.chips],
    pattern: 'waves',
  },
  'squeeze-baccarat': {
    palette: p(['#1e3a5f', '#050d1a'], '#b91c1c', '#060e1c', '#fde68a'),
    motifs: [m.squeezeCard, m.chips],
    pattern: 'diamonds',
  },
  'sic-bo': {
    palette: p(['#713f12', '#1c0f04'], '#e9b949', '#1c0f04', '#fde68a'),
    motifs: [m.dice],
    pattern: 'dots',
  },
  // Sports: stadium night blues with the ball in front.
  soccer: {
    palette: p(['#166534', '#052e16'], '#e9b949', '#052e16', '#bbf7d0'),
    motifs: [m.soccer],
    pattern: 'lattice',
  },
  baseball: {
    palette: p(['#1e3a8a', '#050d26'], '#e9b949', '#050d26', '#bfdbfe'),
    motifs: [m.baseball],
    pattern: 'diamonds',
  },
  basketball: {
    palette: p(['#7c2d12', '#1c0703'], '#e9b949', '#1c0703', '#fed7aa'),
    motifs: [m.basketball],
    pattern: 'lattice',
  },
  esports: {
    palette: p(['#312e81', '#08061f'], '#a78bfa', '#08061f', '#67e8f9'),
    motifs: [m.stars, m.controller],
    pattern: 'dots',
  },
  volleyball: {
    palette: p(['#0c4a6e', '#03141f'], '#facc15', '#03141f', '#e0f2fe'),
    motifs: [m.volleyball],
    pattern: 'waves',
  },
  'ice-hockey': {
    palette: p(['#0e7490', '#042029'], '#e2e8f0', '#042029', '#cffafe'),
    motifs: [m.hockey],
    pattern: 'diamonds',
  },
};

/** Provider emblems: the studio's colours and a mark of its signature motif. */
export const PROVIDER_THEMES: Record<string, { palette: Palette; motif: Motif }> = {
  haneul: { palette: p(['#0e2a6b', '#050b26'], '#f2c14e', '#0a1233', '#fde9a8'), motif: m.sun },
  dokkaebi: { palette: p(['#3b0a57', '#12031f'], '#f43f5e', '#1a0526', '#fbbf24'), motif: m.goblinMask },
  moonrise: { palette: p(['#1e3a8a', '#060d2b'], '#e2e8f0', '#0a1433', '#c4b5fd'), motif: m.moon },
  tiger: { palette: p(['#1f3b2d', '#07120c'], '#f59e0b', '#1c1008', '#fef3c7'), motif: m.tigerFace },
};
