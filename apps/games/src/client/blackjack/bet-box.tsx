import { BLACKJACK_STAKE_LIMITS } from '../../protocol/table-limits.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { Chip, topChip } from '../table/chip.tsx';
import { CHIP_VALUES } from '../table/stake-slip.ts';

/**
 * The betting box printed on the felt in front of the player: the chosen chip goes on it with a
 * press, and beside it is what rides on the hand (the slip before the deal, every stake of the
 * hand after it) and the table's limits.
 */
export function BetBox({
  stake,
  disabled,
  onPlace,
}: {
  stake: number;
  disabled: boolean;
  onPlace: () => void;
}) {
  const { t, won } = useI18n();
  const { min, max } = BLACKJACK_STAKE_LIMITS;
  return (
    <button
      type="button"
      className={`bj-box${stake > 0 ? ' bj-box--staked' : ''}`}
      onClick={onPlace}
      disabled={disabled}
      aria-label={t('blackjack.boxLabel', { stake: won(stake) })}
    >
      <span className="bj-box__ring">{stake > 0 && <Chip value={topChip(stake, CHIP_VALUES)} />}</span>
      <span className="bj-box__text">
        {stake > 0 ? (
          <strong className="bj-box__stake">{won(stake)}</strong>
        ) : (
          <span className="bj-box__hint">{t('blackjack.boxHint')}</span>
        )}
        <span className="bj-box__limits">{t('blackjack.limits', { min: won(min), max: won(max) })}</span>
      </span>
    </button>
  );
}
