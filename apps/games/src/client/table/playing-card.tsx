import type { Card } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import '../styles/cards.css';

/** A card face drawn in CSS: corner indices, a large suit pip, court cards with a gold crest. */
const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS: Record<Card['suit'], { glyph: string; name: MessageKey }> = {
  S: { glyph: '♠', name: 'cards.spades' },
  H: { glyph: '♥', name: 'cards.hearts' },
  D: { glyph: '♦', name: 'cards.diamonds' },
  C: { glyph: '♣', name: 'cards.clubs' },
};

export function rankLabel(card: { rank: number }): string {
  return RANKS[card.rank] ?? String(card.rank);
}

export function PlayingCard({
  card,
  sideways = false,
  delay = 0,
}: {
  card: Card;
  sideways?: boolean;
  delay?: number;
}) {
  const { t } = useI18n();
  const rank = rankLabel(card);
  const suit = SUITS[card.suit];
  const red = card.suit === 'H' || card.suit === 'D';
  const court = card.rank >= 11;
  return (
    <div
      className={`playing-card${sideways ? ' playing-card--sideways' : ''}`}
      style={{ animationDelay: `${delay}ms` }}
      role="img"
      aria-label={t('cards.label', { rank, suit: t(suit.name) })}
    >
      <div className="playing-card__inner" style={{ animationDelay: `${delay}ms` }}>
        <div className={`playing-card__face${red ? ' red' : ''}`}>
          <span className="corner tl">
            {rank}
            <small>{suit.glyph}</small>
          </span>
          <span className={`pip${court ? ' pip--court' : ''}`}>{court ? rank : suit.glyph}</span>
          <span className="corner br">
            {rank}
            <small>{suit.glyph}</small>
          </span>
        </div>
        <div className="playing-card__back" />
      </div>
    </div>
  );
}
