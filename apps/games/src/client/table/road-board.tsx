import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { beadPlate } from './roads/bead-plate.ts';
import { bigRoad, lastColumns } from './roads/big-road.ts';
import { ROAD_ROWS, type RoadOutcome, type RoadRound, type RoadSide } from './roads/road-round.ts';

/**
 * The scoreboards of a two-sided card table: 육매 (bead plate) and 본매 (big road), drawn as
 * six-row grids, and the count of each outcome. A scheme names the table's sides and its texts;
 * the colours come from the outcome's class (`bead--banker`, `ring--dragon`, ...), so baccarat
 * draws player blue and banker red, and dragon tiger dragon red and tiger blue, ties green.
 */
export interface RoadScheme {
  /** The two sides, in the order the counts list them. */
  sides: readonly [RoadSide, RoadSide];
  /** The one-character mark of each outcome (플/뱅/타, 용/호/타). */
  short: Readonly<Partial<Record<RoadOutcome, MessageKey>>>;
  beadPlate: MessageKey;
  bigRoad: MessageKey;
  /** Takes `{rounds}`. */
  beadPlateLabel: MessageKey;
  /** Takes the count of each side by its name, and `{tie}`. */
  bigRoadLabel: MessageKey;
}

export const BACCARAT_ROADS: RoadScheme = {
  sides: ['player', 'banker'],
  short: { player: 'baccarat.short.player', banker: 'baccarat.short.banker', tie: 'baccarat.short.tie' },
  beadPlate: 'baccarat.beadPlate',
  bigRoad: 'baccarat.bigRoad',
  beadPlateLabel: 'baccarat.beadPlateLabel',
  bigRoadLabel: 'baccarat.bigRoadLabel',
};

export const DRAGON_TIGER_ROADS: RoadScheme = {
  sides: ['dragon', 'tiger'],
  short: {
    dragon: 'dragonTiger.short.dragon',
    tiger: 'dragonTiger.short.tiger',
    tie: 'dragonTiger.short.tie',
  },
  beadPlate: 'dragonTiger.beadPlate',
  bigRoad: 'dragonTiger.bigRoad',
  beadPlateLabel: 'dragonTiger.beadPlateLabel',
  bigRoadLabel: 'dragonTiger.bigRoadLabel',
};

function Grid({ columns, label, children }: { columns: number; label: string; children: ReactNode }) {
  return (
    <div
      className="road"
      role="img"
      aria-label={label}
      style={{
        gridTemplateColumns: `repeat(${columns}, var(--road-cell))`,
        gridTemplateRows: `repeat(${ROAD_ROWS}, var(--road-cell))`,
      }}
    >
      {children}
    </div>
  );
}

export function RoadBoard({
  rounds,
  scheme = BACCARAT_ROADS,
  beadColumns = 10,
  bigColumns = 24,
}: {
  rounds: readonly RoadRound[];
  scheme?: RoadScheme;
  beadColumns?: number;
  bigColumns?: number;
}) {
  const { t } = useI18n();
  const beads = beadPlate(rounds, beadColumns);
  const big = lastColumns(bigRoad(rounds), bigColumns);
  const count = (outcome: RoadOutcome) => rounds.filter((r) => r.outcome === outcome).length;
  const short = (outcome: RoadOutcome) => {
    const key = scheme.short[outcome];
    return key ? t(key) : '';
  };
  const outcomes: RoadOutcome[] = [...scheme.sides, 'tie'];
  return (
    <div className="roads">
      <div className="roads__board">
        <h3>{t(scheme.beadPlate)}</h3>
        <Grid columns={beadColumns} label={t(scheme.beadPlateLabel, { rounds: beads.length })}>
          {beads.map((bead, i) => (
            <span
              key={i}
              className={`bead bead--${bead.outcome}${bead.suitedTie ? ' bead--suited' : ''}`}
              style={{ gridColumn: bead.col + 1, gridRow: bead.row + 1 }}
            >
              {short(bead.outcome)}
              {bead.bankerPair && <i className="pair pair--banker" />}
              {bead.playerPair && <i className="pair pair--player" />}
            </span>
          ))}
        </Grid>
      </div>
      <div className="roads__board roads__board--big">
        <h3>{t(scheme.bigRoad)}</h3>
        <Grid
          columns={bigColumns}
          label={t(
            scheme.bigRoadLabel,
            Object.fromEntries(outcomes.map((outcome) => [outcome, count(outcome)])),
          )}
        >
          {big.map((cell, i) => (
            <span
              key={i}
              className={`ring ring--${cell.outcome}`}
              style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
            >
              {cell.ties > 0 && <i className="tie-mark">{cell.ties > 1 ? cell.ties : ''}</i>}
              {cell.suitedTie && <i className="pair pair--suited" />}
              {cell.bankerPair && <i className="pair pair--banker" />}
              {cell.playerPair && <i className="pair pair--player" />}
            </span>
          ))}
        </Grid>
      </div>
      <dl className="roads__counts">
        {outcomes.map((outcome) => (
          <div key={outcome} className={outcome}>
            <dt>{short(outcome)}</dt>
            <dd>{count(outcome)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
