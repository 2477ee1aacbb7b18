import { useI18n } from '../i18n/i18n-context.tsx';
import { CHIP_VALUES } from './bet-slip.ts';
import { Chip } from './chip.tsx';

/** The chip rack and the table's buttons: clear, rebet and deal. */
export function ChipRack(props: {
  chip: number;
  onChip: (value: number) => void;
  total: number;
  canRebet: boolean;
  dealing: boolean;
  onClear: () => void;
  onRebet: () => void;
  onDeal: () => void;
}) {
  const { t, won } = useI18n();
  return (
    <div className="chip-rack">
      <div className="chip-rack__chips" role="radiogroup" aria-label={t('baccarat.chips')}>
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
        <span className="label">{t('baccarat.totalBet')}</span>
        <strong>{won(props.total)}</strong>
      </div>
      <div className="chip-rack__actions">
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onClear}
          disabled={props.dealing || props.total === 0}
        >
          {t('baccarat.clear')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={props.onRebet}
          disabled={props.dealing || !props.canRebet}
        >
          {t('baccarat.rebet')}
        </button>
        <button
          type="button"
          className="btn-gold deal-button"
          onClick={props.onDeal}
          disabled={props.dealing || props.total === 0}
          aria-keyshortcuts="Space"
        >
          {t('baccarat.deal')}
        </button>
      </div>
    </div>
  );
}
