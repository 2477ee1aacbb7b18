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

/** A dealt card as the engines and the round protocol both describe it. */
type ShownCard = Pick<Card, 'suit'> & { rank: number };

export function rankLabel(card: { rank: number }): string {
  return RANKS[card.rank] ?? String(card.rank);
}

/** A card in a few characters, for the history and the recall: `K♠`, `10♥`. */
export function cardText(card: ShownCard): string {
  return `${rankLabel(card)}${SUITS[card.suit].glyph}`;
}

/** The face of a card on its own: what a squeezed card shows under its back as it is peeled. */
export function CardFace({ card }: { card: ShownCard }) {
  const rank = rankLabel(card);
  const suit = SUITS[card.suit];
  const red = card.suit === 'H' || card.suit === 'D';
  const court = card.rank >= 11;
  return (
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
  );
}

/**
 * A card as the dealer lays it: slid in from the shoe and turned over. `inPlace` is a card already
 * lying face down (a hole card): it turns over without sliding in. `turned` is a card already lying
 * face up (a squeezed card once peeled open): it shows its face without a deal or a turn.
 */
export function PlayingCard({
  card,
  sideways = false,
  inPlace = false,
  turned = false,
  delay = 0,
}: {
  card: ShownCard;
  sideways?: boolean;
  inPlace?: boolean;
  turned?: boolean;
  delay?: number;
}) {
  const { t } = useI18n();
  const classes = [
    'playing-card',
    sideways && 'playing-card--sideways',
    inPlace && 'playing-card--in-place',
    turned && 'playing-card--turned',
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ animationDelay: `${delay}ms` }}
      role="img"
      aria-label={t('cards.label', { rank: rankLabel(card), suit: t(SUITS[card.suit].name) })}
    >
      <div className="playing-card__inner" style={{ animationDelay: `${delay}ms` }}>
        <CardFace card={card} />
        <div className="playing-card__back" />
      </div>
    </div>
  );
}

/** A card lying face down (the dealer's hole card): it slides in like any card but does not turn. */
export function CardBack({ label }: { label: string }) {
  return (
    <div className="playing-card playing-card--down" role="img" aria-label={label}>
      <div className="playing-card__inner">
        <div className="playing-card__back" />
      </div>
    </div>
  );
}
