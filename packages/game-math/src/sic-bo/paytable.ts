/**
 * The sic bo pay table: the Atlantic City table, as the Wizard of Odds lists it next to Macau's
 * (wizardofodds.com/games/sic-bo/ and its appendix wizardofodds.com/games/sic-bo/appendix/1/; the
 * pages that confirm each line are named in `exact-edges.test.ts`). Pays are "to 1", on top of the
 * stake. Of the published tables it is the one without an outlandish bet: its worst edge is 18.98%
 * (totals 9 and 12), where Macau's charges 47.22% on totals 5 and 16 (18 to 1), 33.33% on a
 * double (8 to 1) and 30.09% on a specific triple (150 to 1).
 *
 * | bet | pays | wins on |
 * |---|---|---|
 * | big, small, odd, even | 1 | 11–17, 4–10, odd, even total; any triple loses |
 * | total 4 or 17 | 60 | that total (a triple counts: 2-2-2 is a 6) |
 * | total 5 or 16 | 30 | |
 * | total 6 or 15 | 17 | |
 * | total 7 or 14 | 12 | |
 * | total 8 or 13 | 8 | |
 * | total 9, 10, 11 or 12 | 6 | |
 * | single number | 1, 2, 3 | the number on one, two, three dice |
 * | combo (two numbers) | 5 | both numbers shown |
 * | double | 10 | the number on at least two dice |
 * | specific triple | 180 | that number on all three |
 * | any triple | 30 | all three dice alike |
 */

/** The pays a sic bo table reads; settling, the exact odds and the maximum win all use it. */
export interface SicBoPaytable {
  readonly big: number;
  readonly small: number;
  readonly odd: number;
  readonly even: number;
  /** By total, 4–17. */
  readonly total: Readonly<Record<number, number>>;
  /** When the number shows on one, two, three dice. */
  readonly single: readonly [number, number, number];
  readonly combo: number;
  readonly double: number;
  readonly triple: number;
  readonly anyTriple: number;
}

/** The table this engine pays: Atlantic City, per the Wizard of Odds. */
export const SIC_BO_PAYS: SicBoPaytable = Object.freeze({
  big: 1,
  small: 1,
  odd: 1,
  even: 1,
  total: Object.freeze({
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  }),
  single: Object.freeze([1, 2, 3] as const),
  combo: 5,
  double: 10,
  triple: 180,
  anyTriple: 30,
});
