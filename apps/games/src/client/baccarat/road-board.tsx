import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { beadPlate } from './roads/bead-plate.ts';
import { bigRoad, lastColumns } from './roads/big-road.ts';
import { ROAD_ROWS, type RoadRound } from './roads/road-round.ts';

/** The scoreboards: 육매 (bead plate) and 본매 (big road), drawn as six-row grids. */
const SHORT: Record<RoadRound['outcome'], MessageKey> = {
  player: 'baccarat.short.player',
  banker: 'baccarat.short.banker',
  tie: 'baccarat.short.tie',
};

function Grid({ columns, label, children }: { columns: number; label: string; children: React.ReactNode }) {
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
  beadColumns = 10,
  bigColumns = 24,
}: {
  rounds: readonly RoadRound[];
  beadColumns?: number;
  bigColumns?: number;
}) {
  const { t } = useI18n();
  const beads = beadPlate(rounds, beadColumns);
  const big = lastColumns(bigRoad(rounds), bigColumns);
  const count = (outcome: RoadRound['outcome']) => rounds.filter((r) => r.outcome === outcome).length;
  return (
    <div className="roads">
      <div className="roads__board">
        <h3>{t('baccarat.beadPlate')}</h3>
        <Grid columns={beadColumns} label={t('baccarat.beadPlateLabel', { rounds: beads.length })}>
          {beads.map((bead, i) => (
            <span
              key={i}
              className={`bead bead--${bead.outcome}`}
              style={{ gridColumn: bead.col + 1, gridRow: bead.row + 1 }}
            >
              {t(SHORT[bead.outcome])}
              {bead.bankerPair && <i className="pair pair--banker" />}
              {bead.playerPair && <i className="pair pair--player" />}
            </span>
          ))}
        </Grid>
      </div>
      <div className="roads__board roads__board--big">
        <h3>{t('baccarat.bigRoad')}</h3>
        <Grid
          columns={bigColumns}
          label={t('baccarat.bigRoadLabel', {
            player: count('player'),
            banker: count('banker'),
            tie: count('tie'),
          })}
        >
          {big.map((cell, i) => (
            <span
              key={i}
              className={`ring ring--${cell.outcome}`}
              style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
            >
              {cell.ties > 0 && <i className="tie-mark">{cell.ties > 1 ? cell.ties : ''}</i>}
              {cell.bankerPair && <i className="pair pair--banker" />}
              {cell.playerPair && <i className="pair pair--player" />}
            </span>
          ))}
        </Grid>
      </div>
      <dl className="roads__counts">
        <div className="player">
          <dt>{t('baccarat.short.player')}</dt>
          <dd>{count('player')}</dd>
        </div>
        <div className="banker">
          <dt>{t('baccarat.short.banker')}</dt>
          <dd>{count('banker')}</dd>
        </div>
        <div className="tie">
          <dt>{t('baccarat.short.tie')}</dt>
          <dd>{count('tie')}</dd>
        </div>
      </dl>
    </div>
  );
}
