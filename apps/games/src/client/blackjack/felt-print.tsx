import { HANEUL_BLACKJACK_RULES } from '@haneul/game-math';
import { useId } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

/**
 * What a blackjack table has printed on its felt, in gold along the arc of the table: how a
 * blackjack pays, and beneath it the dealer's rule and insurance. Read from the rules the game
 * server deals, so the felt cannot promise another table.
 */
export function FeltPrint() {
  const { t } = useI18n();
  const arc = useId();
  const { blackjackPays, dealerHitsSoft17 } = HANEUL_BLACKJACK_RULES;
  return (
    <div className="bj-print">
      <svg
        className="bj-print__arc"
        viewBox="0 0 600 70"
        role="img"
        aria-label={t('blackjack.felt.pays', blackjackPays)}
      >
        <path id={arc} d="M 40 14 Q 300 86 560 14" fill="none" />
        <text>
          <textPath href={`#${arc}`} startOffset="50%" textAnchor="middle">
            {t('blackjack.felt.pays', blackjackPays)}
          </textPath>
        </text>
      </svg>
      <p className="bj-print__rule">
        {t(dealerHitsSoft17 ? 'blackjack.felt.hitsSoft' : 'blackjack.felt.standsSoft')} ·{' '}
        {t('blackjack.felt.insurance')}
      </p>
    </div>
  );
}
