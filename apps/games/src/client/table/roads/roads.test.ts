import { describe, expect, it } from 'vitest';
import type { TRoundView, TTableDraw } from '../../../protocol/round-api.ts';
import { beadPlate } from './bead-plate.ts';
import { bigRoad, lastColumns } from './big-road.ts';
import { roadRounds, type RoadRound } from './road-round.ts';

/** Rounds from a compact string: P player, B banker, T tie. */
const rounds = (text: string): RoadRound[] =>
  [...text].map((c) => ({
    outcome: c === 'P' ? 'player' : c === 'B' ? 'banker' : 'tie',
    playerPair: false,
    bankerPair: false,
    natural: false,
  }));

const places = (text: string) =>
  bigRoad(rounds(text)).map((c) => [c.col, c.row, c.outcome[0]!.toUpperCase()].join(''));

describe('big road', () => {
  it('runs a streak down a column and starts a new column on a change of side', () => {
    expect(places('BBBPPB')).toEqual(['00B', '01B', '02B', '10P', '11P', '20B']);
  });

  it('marks ties on the previous cell instead of giving them a cell', () => {
    const cells = bigRoad(rounds('BTTPTB'));
    expect(cells.map((c) => [c.outcome, c.ties])).toEqual([
      ['banker', 2],
      ['player', 1],
      ['banker', 0],
    ]);
  });

  it('counts ties before the first win on the first cell', () => {
    expect(bigRoad(rounds('TTP'))).toMatchObject([{ col: 0, row: 0, outcome: 'player', ties: 2 }]);
    expect(bigRoad(rounds('TT'))).toEqual([]);
  });

  it('turns a streak right at the sixth row: the dragon tail', () => {
    expect(places('BBBBBBBBP')).toEqual(['00B', '01B', '02B', '03B', '04B', '05B', '15B', '25B', '10P']);
  });

  it('turns right above an earlier tail, and the next streak still starts beside the last one', () => {
    // Eight bankers make a tail along row 5 to column 2; six players in column 1 meet it at row 5.
    const cells = places('BBBBBBBB' + 'PPPPPPP' + 'B');
    expect(cells.slice(8)).toEqual(['10P', '11P', '12P', '13P', '14P', '24P', '34P', '20B']);
  });

  it('keeps the last columns of a long road', () => {
    const cells = lastColumns(bigRoad(rounds('BPBPBPBP')), 3);
    expect(cells.map((c) => c.col)).toEqual([0, 1, 2]);
    expect(cells.map((c) => c.outcome)).toEqual(['player', 'banker', 'player']);
  });
});

describe('bead plate', () => {
  it('fills columns of six top to bottom, ties included', () => {
    const cells = beadPlate(rounds('BPTBBBPP'), 10);
    expect(cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(cells[2]!.outcome).toBe('tie');
  });

  it('drops whole columns from the left when full', () => {
    const cells = beadPlate(rounds('B'.repeat(12) + 'PP'), 2);
    expect(cells).toHaveLength(8);
    expect(cells[0]).toMatchObject({ col: 0, row: 0, outcome: 'banker' });
    expect(cells.at(-1)).toMatchObject({ col: 1, row: 1, outcome: 'player' });
  });
});

/** Dragon tiger rounds from a compact string: D dragon, G tiger, T tie, S suited tie. */
const dtRounds = (text: string): RoadRound[] =>
  [...text].map((c) => ({
    outcome: c === 'D' ? 'dragon' : c === 'G' ? 'tiger' : 'tie',
    suitedTie: c === 'S',
  }));

describe('dragon tiger roads', () => {
  it('runs the big road with dragon and tiger as its two sides', () => {
    const cells = bigRoad(dtRounds('DDGGGD'));
    expect(cells.map((c) => [c.col, c.row, c.outcome])).toEqual([
      [0, 0, 'dragon'],
      [0, 1, 'dragon'],
      [1, 0, 'tiger'],
      [1, 1, 'tiger'],
      [1, 2, 'tiger'],
      [2, 0, 'dragon'],
    ]);
  });

  it('counts ties on the cell before them and marks a suited tie among them', () => {
    const cells = bigRoad(dtRounds('DTSGTD'));
    expect(cells.map((c) => [c.outcome, c.ties, c.suitedTie])).toEqual([
      ['dragon', 2, true],
      ['tiger', 1, false],
      ['dragon', 0, false],
    ]);
    expect(bigRoad(dtRounds('SG'))).toMatchObject([{ outcome: 'tiger', ties: 1, suitedTie: true }]);
    expect(cells.every((c) => !c.playerPair && !c.bankerPair)).toBe(true);
  });

  it('grows a dragon tail on a long dragon streak', () => {
    const cells = bigRoad(dtRounds('D'.repeat(7) + 'G'));
    expect(cells.map((c) => `${c.col}${c.row}`)).toEqual(['00', '01', '02', '03', '04', '05', '15', '10']);
  });

  it('gives every coup a bead, ties and suited ties included', () => {
    const beads = beadPlate(dtRounds('DGTS'), 10);
    expect(beads.map((b) => [b.outcome, b.suitedTie])).toEqual([
      ['dragon', false],
      ['tiger', false],
      ['tie', false],
      ['tie', true],
    ]);
  });
});

describe('road rounds', () => {
  const view = (id: string, state: TRoundView['state'], draw: TTableDraw): TRoundView =>
    ({
      id,
      state,
      baccarat: null,
      table: { bets: {}, draw, settlement: { bets: [], totalStake: 0, totalPayout: 0 } },
    }) as unknown as TRoundView;
  const card = { rank: 7, suit: 'S' } as const;
  const dt = (outcome: 'dragon' | 'tiger' | 'tie', suitedTie = false): TTableDraw => ({
    kind: 'dragonTiger',
    dragon: card,
    tiger: card,
    outcome,
    suitedTie,
  });

  it('reads dragon tiger draws oldest first, only from rounds whose stake was taken', () => {
    const recent = [
      view('5', 'settled', dt('tie', true)),
      view('4', 'debited', dt('tiger')),
      view('3', 'refunded', dt('tiger')),
      view('2', 'void', dt('dragon')),
      view('1', 'settled', dt('dragon')),
    ];
    expect(roadRounds(recent)).toEqual([
      { outcome: 'dragon', suitedTie: false },
      { outcome: 'tiger', suitedTie: false },
      { outcome: 'tie', suitedTie: true },
    ]);
  });

  it('reads baccarat coups with their pairs', () => {
    const coup = {
      outcome: 'banker',
      playerPair: true,
      bankerPair: false,
      natural: true,
      player: [],
      banker: [],
    };
    const round = { id: '1', state: 'settled', baccarat: { coup }, table: null } as unknown as TRoundView;
    expect(roadRounds([round])).toEqual([
      { outcome: 'banker', playerPair: true, bankerPair: false, natural: true },
    ]);
  });

  it('skips rounds of other tables', () => {
    expect(roadRounds([view('1', 'settled', { kind: 'sicBo', dice: [1, 2, 3] })])).toEqual([]);
  });
});
