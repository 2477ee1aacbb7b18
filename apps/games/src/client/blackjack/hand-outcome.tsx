import type { TBlackjackView } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { RESULT_TEXT } from './blackjack-texts.ts';

type Settlement = NonNullable<TBlackjackView['settlement']>;

/**
 * The word at the end of a hand, between the dealer and the player: the hand's result (or, split,
 * how many hands were settled), the dealer's total, and what came back, insurance included.
 */
export function HandOutcome({ settlement }: { settlement: Settlement }) {
  const { t, won } = useI18n();
  const { hands, dealer, insurance, totalStake, totalPayout } = settlement;
  const net = totalPayout - totalStake;
  const [only] = hands;
  const headline =
    hands.length === 1 && only
      ? t(RESULT_TEXT[only.result])
      : t('blackjack.handsSettled', { hands: hands.length });
  return (
    <div
      className={`bj-outcome table-plaque bj-outcome--${net > 0 ? 'gain' : net < 0 ? 'loss' : 'even'}`}
      role="status"
    >
      <strong>{headline}</strong>
      <span className="bj-outcome__dealer">
        {dealer.blackjack
          ? t('blackjack.dealerBlackjack')
          : dealer.total > 21
            ? t('blackjack.dealerBust', { total: dealer.total })
            : t('blackjack.dealerTotal', { total: dealer.total })}
      </span>
      {insurance && (
        <span className="bj-outcome__insurance">
          {insurance.payout > 0
            ? t('blackjack.insurancePaid', { amount: won(insurance.payout) })
            : t('blackjack.insuranceLost', { amount: won(insurance.stake) })}
        </span>
      )}
      <span className={`bj-outcome__net ${net > 0 ? 'gain' : 'loss'}`}>
        {totalPayout > 0 ? t('table.paid', { amount: won(totalPayout) }) : t('table.noWin')}
      </span>
    </div>
  );
}
