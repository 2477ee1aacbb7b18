import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { CHIP_VALUES } from './stake-slip.ts';
import { Chip } from './chip.tsx';
import type { StakeSlipControls } from './use-stake-slip.ts';
import '../styles/table.css';

/** The table a rack drives: its stake slip and its round; each button is disabled when it would change nothing. */
export interface RackTable {
  slip: Pick<StakeSlipControls, 'total' | 'canUndo' | 'canRebet' | 'canDouble' | 'undo' | 'clear'>;
  busy: boolean;
  rebet: () => void;
  double: () => void;
  /** Deals, spins or rolls. */
  play: () => void;
}

/** The chip rack and the table's buttons: undo, clear, rebet, double and the round's own button. */
export function ChipRack({
  chip,
  onChip,
  table,
  playLabel,
}: {
  chip: number;
  onChip: (value: number) => void;
  table: RackTable;
  playLabel: string;
}) {
  const { t, won } = useI18n();
  const { slip, busy } = table;
  const slipButtons: { label: MessageKey; enabled: boolean; onClick: () => void }[] = [
    { label: 'table.undo', enabled: slip.canUndo, onClick: slip.undo },
    { label: 'table.clear', enabled: slip.total > 0, onClick: slip.clear },
    { label: 'table.rebet', enabled: slip.canRebet, onClick: table.rebet },
    { label: 'table.double', enabled: slip.canDouble, onClick: table.double },
  ];
  return (
    <div className="chip-rack">
      <div className="chip-rack__chips" role="radiogroup" aria-label={t('table.chips')}>
        {CHIP_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chip === value}
            aria-label={won(value)}
            className={`chip-button${chip === value ? ' chip-button--on' : ''}`}
            onClick={() => onChip(value)}
          >
            <Chip value={value} />
          </button>
        ))}
      </div>
      <div className="chip-rack__total">
        <span className="label">{t('table.totalBet')}</span>
        <strong data-testid="total-bet">{won(slip.total)}</strong>
      </div>
      <div className="chip-rack__actions">
        {slipButtons.map(({ label, enabled, onClick }) => (
          <button
            key={label}
            type="button"
            className="btn-ghost"
            onClick={onClick}
            disabled={busy || !enabled}
          >
            {t(label)}
          </button>
        ))}
        <button
          type="button"
          className="btn-gold play-button"
          onClick={table.play}
          disabled={busy || slip.total === 0}
          aria-keyshortcuts="Space"
        >
          {playLabel}
        </button>
      </div>
    </div>
  );
}
