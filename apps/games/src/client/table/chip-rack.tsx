import { useI18n } from '../i18n/i18n-context.tsx';
import { CHIP_VALUES } from './stake-slip.ts';
import { Chip } from './chip.tsx';
import '../styles/table.css';

/** What the rack's buttons do; each is disabled when it would change nothing. */
export interface RackControls {
  chip: number;
  onChip: (value: number) => void;
  total: number;
  busy: boolean;
  canUndo: boolean;
  canRebet: boolean;
  canDouble: boolean;
  onUndo: () => void;
  onClear: () => void;
  onRebet: () => void;
  onDouble: () => void;
  /** The round's button: deal, spin or roll. */
  playLabel: string;
  onPlay: () => void;
}

/** The chip rack and the table's buttons: undo, clear, rebet, double and the round's own button. */
export function ChipRack(props: RackControls) {
  const { t, won } = useI18n();
  return (
    <div className="chip-rack">
      <div className="chip-rack__chips" role="radiogroup" aria-label={t('table.chips')}>
        {CHIP_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={props.chip === value}
            aria-label={won(value)}
            className={`chip-button${props.chip === value ? ' chip-button--on' : ''}`}
            onClick={() => props.onChip(value)}
          >
            <Chip value={value} />
          </button>
        ))}
      </div>
      <div className="chip-rack__total">
        <span className="label">{t('table.totalBet')}</span>
        <strong data-testid="total-bet">{won(props.total)}</strong>
      </div>
      <div className="chip-rack__actions">
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onUndo}
          disabled={props.busy || !props.canUndo}
        >
          {t('table.undo')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onClear}
          disabled={props.busy || props.total === 0}
        >
          {t('table.clear')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onRebet}
          disabled={props.busy || !props.canRebet}
        >
          {t('table.rebet')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onDouble}
          disabled={props.busy || !props.canDouble}
        >
          {t('table.double')}
        </button>
        <button
          type="button"
          className="btn-gold play-button"
          onClick={props.onPlay}
          disabled={props.busy || props.total === 0}
          aria-keyshortcuts="Space"
        >
          {props.playLabel}
        </button>
      </div>
    </div>
  );
}
