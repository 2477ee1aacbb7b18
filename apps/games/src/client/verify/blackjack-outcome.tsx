import type { BlackjackView } from '@haneul/game-math';
import { ACTION_TEXT, RESULT_TEXT } from '../blackjack/blackjack-texts.ts';
import { shownTotal } from '../blackjack/hand-total.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { PlayingCard } from '../table/playing-card.tsx';
import type { ReplayedHand } from './recompute-blackjack.ts';

/**
 * A replayed blackjack hand as the table showed it: the dealer's cards and every player hand with
 * their totals, the decisions taken in order, then each hand's stake, result and payout, insurance,
 * and what the round paid in all. A hand still in play shows the dealer's up card only.
 */
export function BlackjackOutcome({ hand }: { hand: ReplayedHand }) {
  const { t, won } = useI18n();
  const { view } = hand;
  const settlement = view.settlement;
  const split = view.hands.length > 1;
  const name = (index: number) =>
    split ? t('blackjack.handName', { hand: index + 1 }) : t('blackjack.player');
  return (
    <div className="table-outcome">
      <div className="card-table card-table--still">
        <Seat side="banker" name={t('blackjack.dealer')} cards={view.dealer.cards} />
        {view.hands.map((played, index) => (
          <Seat key={index} side="player" name={name(index)} cards={played.cards} doubled={played.doubled} />
        ))}
      </div>
      <p className="table-outcome__draw">
        {hand.actions.length > 0
          ? hand.actions.map((action) => t(ACTION_TEXT[action])).join(' → ')
          : t('blackjack.deal')}
      </p>
      {settlement && (
        <table className="facts-table">
          <tbody>
            {settlement.hands.map((settled, index) => (
              <tr key={index}>
                <th scope="row">{name(index)}</th>
                <td>{won(settled.stake)}</td>
                <td>{t(RESULT_TEXT[settled.result])}</td>
                <td>{won(settled.payout)}</td>
              </tr>
            ))}
            {settlement.insurance && (
              <tr>
                <th scope="row">{t('blackjack.action.insurance')}</th>
                <td>{won(settlement.insurance.stake)}</td>
                <td>
                  {t(settlement.insurance.payout > 0 ? 'blackjack.result.win' : 'blackjack.result.lose')}
                </td>
                <td>{won(settlement.insurance.payout)}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {settlement && (
        <dl className="facts">
          <div>
            <dt>{t('table.totalBet')}</dt>
            <dd>{won(settlement.totalStake)}</dd>
          </div>
          <div className="total">
            <dt>{t('verify.totalWin')}</dt>
            <dd>{won(settlement.totalPayout)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

function Seat({
  side,
  name,
  cards,
  doubled = false,
}: {
  side: 'player' | 'banker';
  name: string;
  cards: BlackjackView['dealer']['cards'];
  doubled?: boolean;
}) {
  return (
    <div className={`hand hand--${side} hand--still`}>
      <header>
        <span className="hand__name">{name}</span>
        <output className="hand__total">{shownTotal(cards, { finished: true }).label}</output>
      </header>
      <div className="hand__cards">
        {cards.map((card, index) => (
          <PlayingCard key={index} card={card} sideways={doubled && index === 2} />
        ))}
      </div>
    </div>
  );
}
