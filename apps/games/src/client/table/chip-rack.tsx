import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
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
  const slipButtons: { label: MessageKey; enabled: boolean; onClick: () => void }[] = [
    { label: 'table.undo', enabled: props.canUndo, onClick: props.onUndo },
    { label: 'table.clear', enabled: props.total > 0, onClick: props.onClear },
    { label: 'table.rebet', enabled: props.canRebet, onClick: props.onRebet },
    { label: 'table.double', enabled: props.canDouble, onClick: props.onDouble },
  ];
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
        {slipButtons.map(({ label, enabled, onClick }) => (
          <button
            key={label}
            type="button"
            className="btn-ghost"
            onClick={onClick}
            disabled={props.busy || !enabled}
          >
            {t(label)}
          </button>
        ))}
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
