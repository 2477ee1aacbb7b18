import type { TTableRound } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { PlayingCard, rankLabel } from '../table/playing-card.tsx';
import { drawnCard } from './dragon-tiger-spots.ts';
import type { DealtCards } from './use-dragon-tiger-deal.ts';

/**
 * The two card places, 용 (dragon) left and 호 (tiger) right, with the shoe between them: a card
 * slides in face down and turns when the dealer turns it. Once the coup is settled the winning
 * place glows and the middle tells who won and what came back.
 */
const SIDES = {
  dragon: { name: 'dragonTiger.bets.dragon', mark: 'dragonTiger.short.dragon' },
  tiger: { name: 'dragonTiger.bets.tiger', mark: 'dragonTiger.short.tiger' },
} as const satisfies Record<string, { name: MessageKey; mark: MessageKey }>;

const OUTCOME: Record<'dragon' | 'tiger' | 'tie' | 'suitedTie', MessageKey> = {
  dragon: 'dragonTiger.outcome.dragon',
  tiger: 'dragonTiger.outcome.tiger',
  tie: 'dragonTiger.outcome.tie',
  suitedTie: 'dragonTiger.outcome.suitedTie',
};

export function CardPlaces({ cards, result }: { cards: DealtCards | null; result: TTableRound | null }) {
  const { t, won } = useI18n();
  const draw = result?.draw.kind === 'dragonTiger' ? result.draw : null;

  const place = (side: 'dragon' | 'tiger', index: 1 | 2) => {
    const dealt = cards && cards.dealt >= index;
    const turned = cards !== null && cards.turned >= index;
    const winner = draw !== null && draw.outcome === side;
    return (
      <section
        className={`dt-place dt-place--${side}${winner ? ' dt-place--won' : ''}${draw?.outcome === 'tie' ? ' dt-place--tie' : ''}`}
        aria-label={t(SIDES[side].name)}
      >
        <span className="dt-place__mark" aria-hidden="true">
          {t(SIDES[side].mark)}
        </span>
        <span className="dt-place__name">{t(SIDES[side].name)}</span>
        <div className="dt-place__slot">
          {cards && dealt && (
            <div className={`dt-card${turned ? ' dt-card--up' : ''}`} aria-hidden={!turned}>
              <PlayingCard card={drawnCard(cards.draw[side])} />
            </div>
          )}
        </div>
      </section>
    );
  };

  const outcome = draw ? (draw.suitedTie ? 'suitedTie' : draw.outcome) : null;
  const settlement = result?.settlement;
  return (
    <div className="dt-table">
      {place('dragon', 1)}
      <div className="dt-table__middle">
        {draw && outcome && settlement ? (
          <div className={`dt-outcome table-plaque dt-outcome--${draw.outcome}`} role="status">
            <strong>{t(OUTCOME[outcome])}</strong>
            <span className="dt-outcome__cards">
              {rankLabel(draw.dragon)} : {rankLabel(draw.tiger)}
            </span>
            <span
              className={`dt-outcome__net${settlement.totalPayout > settlement.totalStake ? ' gain' : ''}`}
            >
              {settlement.totalPayout > 0
                ? t('table.paid', { amount: won(settlement.totalPayout) })
                : t('table.noWin')}
            </span>
          </div>
        ) : (
          <div className="card-shoe" aria-hidden="true" />
        )}
        {cards && !draw && (
          <p className="sr-only" role="status">
            {t('dragonTiger.dealing')}
          </p>
        )}
      </div>
      {place('tiger', 2)}
    </div>
  );
}
