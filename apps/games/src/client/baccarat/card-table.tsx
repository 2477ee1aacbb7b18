import { useI18n } from '../i18n/i18n-context.tsx';
import type { DealStep } from './deal-sequence.ts';
import { PlayingCard } from '../table/playing-card.tsx';

/**
 * The two hands as dealt so far. The third card lies sideways, as dealers lay it; the totals show
 * the hand after the last turned card; the winning hand glows once the coup is over.
 */
export function CardTable({
  steps,
  winner,
}: {
  steps: readonly DealStep[];
  winner: 'player' | 'banker' | 'tie' | null;
}) {
  const { t } = useI18n();
  const last = steps.at(-1);
  const hand = (side: 'player' | 'banker') => {
    const cards = steps.filter((step) => step.side === side);
    const total = side === 'player' ? last?.playerTotal : last?.bankerTotal;
    const won = winner === side || winner === 'tie';
    return (
      <section
        className={`hand hand--${side}${winner && won ? ' hand--won' : ''}`}
        aria-label={t(side === 'player' ? 'baccarat.bets.player' : 'baccarat.bets.banker')}
      >
        <header>
          <span className="hand__name">
            {t(side === 'player' ? 'baccarat.bets.player' : 'baccarat.bets.banker')}
          </span>
          <output className="hand__total" aria-label={t('baccarat.total')}>
            {cards.length ? total : '–'}
          </output>
        </header>
        <div className="hand__cards">
          {cards.map((step) => (
            <PlayingCard key={step.index} card={step.card} sideways={step.index === 2} />
          ))}
        </div>
      </section>
    );
  };
  return (
    <div className="card-table">
      {hand('player')}
      <div className="card-table__shoe" aria-hidden="true" />
      {hand('banker')}
    </div>
  );
}
