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
  // Haneul Originals: palaces and houses in blues, crimson and gold.
  'sky-palace': {
    palette: p(['#0e2a6b', '#050b26'], '#f2c14e', '#0a1233', '#fde9a8'),
    motifs: [m.stars, m.clouds, m.palace],
    pattern: 'lattice',
  },
  'hanok-fortune': {
    palette: p(['#7f1d1d', '#1c0505'], '#e9b949', '#2a0808', '#fde68a'),
    motifs: [m.stars, m.lanterns, m.palace],
    pattern: 'lattice',
  },
  // The Dragon King's palace under the sea: the same palace, drowned in teal, the pearl above it.
  'dragon-palace': {
    palette: p(['#0e5a6b', '#021820'], '#5eead4', '#03222b', '#e0fbff'),
    motifs: [m.bubbles, m.dragonPearl, m.palace],
    pattern: 'waves',
  },
  // Dokkaebi Studio: goblin fire in purples and magenta.
  'dokkaebi-treasure': {
    palette: p(['#3b0a57', '#12031f'], '#f43f5e', '#1a0526', '#fbbf24'),
    motifs: [m.stars, m.goblinMask, m.treasure],
    pattern: 'diamonds',
  },
  // Folk tales and folk plays in the studio's fire: the Hahoe mask by the bonfire, Heungbu's gourds.
  'hahoe-mask-dance': {
    palette: p(['#14532d', '#04160b'], '#f4c06a', '#0b1f12', '#ffd08a'),
    motifs: [m.embers, m.gong, m.hahoeMask],
    pattern: 'lattice',
  },
  'heungbu-gourds': {
    palette: p(['#7a2350', '#1c0514'], '#f6c445', '#240818', '#ffe8a3'),
    motifs: [m.stars, m.fullMoon, m.swallow, m.gourdRoof],
    pattern: 'dots',
  },
  // Tiger Reels: tigers, moonlight and autumn in ambers.
  'moonlit-tiger': {
    palette: p(['#1e2a5a', '#060b1f'], '#f59e0b', '#0b0f24', '#e2e8f0'),
    motifs: [m.stars, m.fullMoon, m.tigerFace],
    pattern: 'dots',
  },
  'golden-persimmon': {
    palette: p(['#7c2d12', '#1f0a04'], '#f97316', '#2b1206', '#fde68a'),
    motifs: [m.persimmons],
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
  tiger: { palette: p(['#1f3b2d', '#07120c'], '#f59e0b', '#1c1008', '#fef3c7'), motif: m.tigerFace },
  cloud: { palette: p(['#1e4f7a', '#081a2e'], '#7dd3fc', '#0a1a2a', '#e0f2fe'), motif: m.clouds },
};
