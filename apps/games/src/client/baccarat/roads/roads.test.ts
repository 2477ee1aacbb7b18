import { describe, expect, it } from 'vitest';
import { beadPlate } from './bead-plate.ts';
import { bigRoad, lastColumns } from './big-road.ts';
import type { RoadRound } from './road-round.ts';

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
