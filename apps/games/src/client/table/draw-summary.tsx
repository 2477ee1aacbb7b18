import { pocketColour } from '@haneul/game-math';
import type { TTableDraw } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { cardText } from './playing-card.tsx';

/** A table round's draw in a few characters, for the history and the recall: 17 red, 용 K : 호 7, ⚂⚃⚅ 13. */
const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;
const DT_OUTCOME: Record<'dragon' | 'tiger' | 'tie', MessageKey> = {
  dragon: 'dragonTiger.bets.dragon',
  tiger: 'dragonTiger.bets.tiger',
  tie: 'dragonTiger.bets.tie',
};

export function DrawSummary({ draw }: { draw: TTableDraw }) {
  const { t } = useI18n();
  if (draw.kind === 'roulette') {
    return <span className={`pocket-badge pocket-badge--${pocketColour(draw.pocket)}`}>{draw.pocket}</span>;
  }
  if (draw.kind === 'dragonTiger') {
    return (
      <span className={`history__tag dt-tag dt-tag--${draw.outcome}`}>
        {t(DT_OUTCOME[draw.outcome])} · {cardText(draw.dragon)} : {cardText(draw.tiger)}
      </span>
    );
  }
  const total = draw.dice[0] + draw.dice[1] + draw.dice[2];
  return (
    <span className="history__tag dice-tag" aria-label={`${draw.dice.join(', ')} (${total})`}>
      <span aria-hidden="true">{draw.dice.map((die) => DIE_FACES[die - 1]).join('')}</span> {total}
    </span>
  );
}
