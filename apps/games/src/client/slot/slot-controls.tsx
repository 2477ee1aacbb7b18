import { useI18n } from '../i18n/i18n-context.tsx';
import { stepBet } from './bet-options.ts';
import { WinCounter } from './win-counter.tsx';

/**
 * The control deck: the win meter, the bet selector and the spin button. The button hurries a spin
 * in play only where the operator allows turbo, and rests (disabled) until the least spin cycle
 * since the last spin's start has passed.
 */
export function SlotControls(props: {
  bets: readonly number[];
  bet: number;
  onBet: (bet: number) => void;
  onSpin: () => void;
  busy: boolean;
  /** Within the operator's least spin cycle. */
  cycling: boolean;
  hurryAllowed: boolean;
  ready: boolean;
  win: number;
  coinsPerSpin: number;
}) {
  const { t, won } = useI18n();
  const { bets, bet, onBet, busy } = props;
  const hurries = busy && props.hurryAllowed;
  const index = bets.indexOf(bet);
  return (
    <div className="slot-controls">
      <div className="slot-controls__win">
        <span className="label">{t('slot.win')}</span>
        <WinCounter amount={props.win} />
      </div>
      <div className="bet-selector" role="group" aria-label={t('slot.bet')}>
        <button
          type="button"
          className="round-button"
          onClick={() => onBet(stepBet(bets, bet, -1))}
          disabled={busy || index <= 0}
          aria-label={t('slot.betDown')}
        >
          −
        </button>
        <label className="bet-selector__value">
          <span className="label">{t('slot.bet')}</span>
          <select value={bet} onChange={(e) => onBet(Number(e.target.value))} disabled={busy}>
            {bets.map((option) => (
              <option key={option} value={option}>
                {won(option)}
              </option>
            ))}
          </select>
          <span className="bet-selector__coin">
            {t('slot.coinValue', { coin: bet / props.coinsPerSpin, coins: props.coinsPerSpin })}
          </span>
        </label>
        <button
          type="button"
          className="round-button"
          onClick={() => onBet(stepBet(bets, bet, 1))}
          disabled={busy || index >= bets.length - 1}
          aria-label={t('slot.betUp')}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className={`spin-button${busy ? ' spin-button--busy' : ''}`}
        onClick={props.onSpin}
        disabled={!props.ready || props.cycling || (busy && !hurries)}
        aria-label={hurries ? t('slot.hurry') : t('slot.spin')}
        aria-keyshortcuts="Space"
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" width="40" height="40">
          <path
            d="M38 24a14 14 0 1 1-4.1-9.9M38 10v8h-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="4.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{hurries ? t('slot.hurryShort') : t('slot.spin')}</span>
      </button>
    </div>
  );
}
