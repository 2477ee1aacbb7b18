import type { TBlackjackRound } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { cardText } from '../table/playing-card.tsx';
import { RESULT_TEXT } from './blackjack-texts.ts';

/**
 * A finished blackjack hand in the window's history: the result at a glance (the hand's, or how
 * many hands a split made), then the dealer's cards and every hand's cards and total, whether it
 * was doubled, how it ended and what its stake brought back, insurance included.
 */
type Settlement = NonNullable<TBlackjackRound['view']['settlement']>;

const cardsText = (cards: Settlement['dealer']['cards']) => cards.map(cardText).join(' ');

export function BlackjackTag({ settlement }: { settlement: Settlement }) {
  const { t } = useI18n();
  const [only] = settlement.hands;
  const net = settlement.totalPayout - settlement.totalStake;
  return (
    <span
      className={`history__tag bj-history-tag bj-history-tag--${net > 0 ? 'gain' : net < 0 ? 'loss' : 'even'}`}
    >
      {settlement.hands.length === 1 && only
        ? t(RESULT_TEXT[only.result])
        : t('blackjack.handsSettled', { hands: settlement.hands.length })}
    </span>
  );
}

export function BlackjackHands({ settlement }: { settlement: Settlement }) {
  const { t, won } = useI18n();
  const { dealer, hands, insurance } = settlement;
  const split = hands.length > 1;
  return (
    <ul className="history__bets">
      <li className="history__bet">
        <span>{t('blackjack.history.dealer', { cards: cardsText(dealer.cards), total: dealer.total })}</span>
        {dealer.blackjack && <span>{t('blackjack.result.blackjack')}</span>}
      </li>
      {hands.map((hand, index) => {
        const cards = cardsText(hand.cards);
        const label = split
          ? t('blackjack.history.hand', { hand: index + 1, cards, total: hand.total })
          : t('blackjack.history.player', { cards, total: hand.total });
        const gained = hand.payout > hand.stake;
        return (
          <li key={index} className={`history__bet${gained ? ' history__bet--win' : ''}`}>
            <span>
              {label}
              {hand.doubled && ` · ${t('blackjack.action.double')}`} · {t(RESULT_TEXT[hand.result])}
            </span>
            <span>
              {won(hand.stake)} → {won(hand.payout)}
            </span>
          </li>
        );
      })}
      {insurance && (
        <li className={`history__bet${insurance.payout > 0 ? ' history__bet--win' : ''}`}>
          <span>{t('blackjack.action.insurance')}</span>
          <span>
            {won(insurance.stake)} → {won(insurance.payout)}
          </span>
        </li>
      )}
    </ul>
  );
}
