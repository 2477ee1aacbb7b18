import { useI18n } from '../i18n/i18n-context.tsx';
import { PlayingCard } from '../table/playing-card.tsx';
import { shownTotal, type DealStep } from './deal-sequence.ts';
import { SqueezeCard } from './squeeze-card.tsx';

/**
 * The two hands as dealt so far. The third card lies sideways, as dealers lay it; a card still face
 * down (a squeeze table's) waits to be peeled open; the totals count the cards that lie open; the
 * winning hand glows once the coup is over.
 */
export function CardTable({
  steps,
  open,
  squeeze,
  onOpen,
  winner,
}: {
  steps: readonly DealStep[];
  open: ReadonlySet<number>;
  /** The cards are dealt face down and turned by the player. */
  squeeze: boolean;
  onOpen: (position: number) => void;
  winner: 'player' | 'banker' | 'tie' | null;
}) {
  const { t } = useI18n();
  const hand = (side: 'player' | 'banker') => {
    const total = shownTotal(steps, open, side);
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
            {total ?? '–'}
          </output>
        </header>
        <div className="hand__cards">
          {steps.map((step, position) => {
            if (step.side !== side) return null;
            const sideways = step.index === 2;
            if (open.has(position)) {
              // A squeezed card was dealt already: it lies open where it was peeled, no second deal.
              return <PlayingCard key={step.index} card={step.card} sideways={sideways} turned={squeeze} />;
            }
            return <SqueezeCard key={step.index} step={step} onOpen={() => onOpen(position)} />;
          })}
        </div>
      </section>
    );
  };
  return (
    <div className="card-table">
      {hand('player')}
      <div className="card-shoe card-table__shoe" aria-hidden="true" />
      {hand('banker')}
    </div>
  );
}
