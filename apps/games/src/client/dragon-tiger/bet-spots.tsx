import type { DragonTigerBet } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { Chip, topChip } from '../table/chip.tsx';
import type { SpotBoardProps } from '../table/spot-board-props.ts';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { DRAGON_TIGER_SPOTS, spotFate } from './dragon-tiger-spots.ts';

/**
 * The four spots: dragon and tiger large on either side, tie and suited tie between them. Each
 * shows its pays and the chips on it; after a coup every spot shows how it fared (the winning ones
 * glow, losing ones dim, and on a tie dragon and tiger say plainly that half came back), with what
 * each staked spot paid.
 */
const NAMES: Record<DragonTigerBet, MessageKey> = {
  dragon: 'dragonTiger.bets.dragon',
  tiger: 'dragonTiger.bets.tiger',
  tie: 'dragonTiger.bets.tie',
  suitedTie: 'dragonTiger.bets.suitedTie',
};

export function BetSpots({ stakes, placed, result, disabled, onPlace }: SpotBoardProps<DragonTigerBet>) {
  const { t, won } = useI18n();
  const draw = result?.draw.kind === 'dragonTiger' ? result.draw : null;
  return (
    <div className="dt-spots">
      {DRAGON_TIGER_SPOTS.map(({ bet, pays }) => {
        const stake = stakes[bet] ?? 0;
        const fate = draw ? spotFate(bet, draw) : null;
        const settled = result?.settlement.bets.find((row) => row.bet === bet);
        const name = t(NAMES[bet]);
        return (
          <button
            key={bet}
            type="button"
            className={`bet-spot dt-spot dt-spot--${bet}${fate ? ` dt-spot--${fate}` : ''}${stake > 0 ? ' dt-spot--staked' : ''}`}
            onClick={() => onPlace(bet)}
            disabled={disabled}
            aria-label={t('table.placeOn', { spot: name, pays, stake: won(placed[bet] ?? 0) })}
          >
            <span className="bet-spot__name">{name}</span>
            <span className="bet-spot__pays">{pays}</span>
            {stake > 0 && (
              <span className="bet-spot__stake">
                <Chip value={topChip(stake, CHIP_VALUES)} small />
                <span>{won(stake)}</span>
              </span>
            )}
            {fate === 'half' && <span className="dt-spot__half">{t('dragonTiger.halfBack')}</span>}
            {settled && settled.payout > 0 && <span className="dt-spot__payout">+{won(settled.payout)}</span>}
          </button>
        );
      })}
    </div>
  );
}
