import type { TBlackjackView } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { PlayingCard } from '../table/playing-card.tsx';
import { RESULT_TEXT } from './blackjack-texts.ts';
import type { TableFrame } from './deal-frames.ts';
import { shownTotal } from './hand-total.ts';

/**
 * The player's hands, left to right as they are played: the cards (a double's card laid sideways,
 * as dealers lay it), the total, the stake riding on the hand, and once the hand is over its result
 * and what it paid. Split into several, the hand being played glows and each is numbered.
 */
export function PlayerHands({
  frame,
  view,
  over,
}: {
  frame: TableFrame | null;
  view: TBlackjackView | null;
  over: boolean;
}) {
  const { t, won } = useI18n();
  const hands = frame?.hands ?? [];
  const split = hands.length > 1;
  return (
    <div className={`bj-hands${split ? ' bj-hands--split' : ''}`}>
      {hands.map((cards, index) => {
        const hand = view?.hands[index];
        const settled = over ? view?.settlement?.hands[index] : undefined;
        const active = split && !over && view?.activeHand === index;
        const total = shownTotal(cards, { finished: over || hand?.done === true });
        const result = settled?.result ?? (total.total > 21 ? 'bust' : null);
        const name = split ? t('blackjack.handName', { hand: index + 1 }) : t('blackjack.player');
        return (
          <section
            key={index}
            className={`bj-seat bj-hand${active ? ' bj-hand--active' : ''}${result ? ` bj-hand--${result}` : ''}`}
            aria-label={name}
            aria-current={active ? 'step' : undefined}
            data-testid="player-hand"
          >
            <div className="bj-cards">
              {cards.map((card, position) => (
                <PlayingCard key={position} card={card} sideways={hand?.doubled === true && position === 2} />
              ))}
            </div>
            <footer className="bj-seat__head">
              {split && <span className="bj-seat__name">{index + 1}</span>}
              {total.label && (
                <output className="bj-total" aria-label={t('blackjack.total')}>
                  {total.label}
                </output>
              )}
              {hand && <span className="bj-hand__stake">{won(hand.stake)}</span>}
              {hand?.doubled && <span className="bj-tag">{t('blackjack.action.double')}</span>}
              {result && <span className={`bj-tag bj-tag--${result}`}>{t(RESULT_TEXT[result])}</span>}
              {settled && settled.payout > 0 && (
                <span className="bj-hand__payout">+{won(settled.payout)}</span>
              )}
            </footer>
          </section>
        );
      })}
    </div>
  );
}
