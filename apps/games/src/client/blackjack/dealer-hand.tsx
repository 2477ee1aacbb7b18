import type { TBlackjackView } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { CardBack, PlayingCard } from '../table/playing-card.tsx';
import type { TableFrame } from './deal-frames.ts';
import { shownTotal } from './hand-total.ts';

/**
 * The dealer's place at the top of the felt: the up card, the hole card face down until the hand
 * is over (then turned where it lies), the draws, and the total of what is face up. Once the hand
 * is settled a dealer blackjack or bust is said in words.
 */
export function DealerHand({
  frame,
  settlement,
}: {
  frame: TableFrame | null;
  settlement: TBlackjackView['settlement'];
}) {
  const { t } = useI18n();
  const cards = frame?.dealer ?? [];
  // The dealer draws by the rules, not by choice: once the hole card is up, one total is called.
  const total = shownTotal(cards, { finished: frame !== null && !frame.holeDown });
  const dealer = settlement?.dealer;
  return (
    <section className="bj-seat bj-seat--dealer" aria-label={t('blackjack.dealer')}>
      <header className="bj-seat__head">
        <span className="bj-seat__name">{t('blackjack.dealer')}</span>
        {total.label && (
          <output className="bj-total" aria-label={t('blackjack.total')} data-testid="dealer-total">
            {total.label}
          </output>
        )}
        {dealer?.blackjack && (
          <span className="bj-tag bj-tag--blackjack">{t('blackjack.result.blackjack')}</span>
        )}
        {dealer && dealer.total > 21 && (
          <span className="bj-tag bj-tag--bust">{t('blackjack.result.bust')}</span>
        )}
      </header>
      <div className="bj-cards">
        {cards.map((card, index) => (
          <PlayingCard key={index} card={card} inPlace={index === 1} />
        ))}
        {frame?.holeDown && <CardBack key="hole" label={t('blackjack.holeCard')} />}
      </div>
    </section>
  );
}
