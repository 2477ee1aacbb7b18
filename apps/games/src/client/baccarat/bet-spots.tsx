import type { TPlayAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { Chip, topChip } from '../table/chip.tsx';
import { CHIP_VALUES, type Stakes } from '../table/stake-slip.ts';
import type { BetSpot } from './use-baccarat-deal.ts';

/** The five spots of the layout, with their payouts printed as on the felt. */
const SPOTS: { spot: BetSpot; name: MessageKey; pays: string }[] = [
  { spot: 'playerPair', name: 'baccarat.bets.playerPair', pays: '11:1' },
  { spot: 'tie', name: 'baccarat.bets.tie', pays: '8:1' },
  { spot: 'bankerPair', name: 'baccarat.bets.bankerPair', pays: '11:1' },
  { spot: 'player', name: 'baccarat.bets.player', pays: '1:1' },
  { spot: 'banker', name: 'baccarat.bets.banker', pays: '0.95:1' },
];

type Settled = NonNullable<NonNullable<TPlayAnswer['round']>['baccarat']>['settlement']['bets'];

export function BetSpots({
  stakes,
  settled,
  disabled,
  onPlace,
}: {
  stakes: Stakes;
  settled: Settled | null;
  disabled: boolean;
  onPlace: (spot: BetSpot) => void;
}) {
  const { t, won } = useI18n();
  return (
    <div className="bet-spots">
      {SPOTS.map(({ spot, name, pays }) => {
        const stake = settled?.find((bet) => bet.bet === spot)?.stake ?? stakes[spot] ?? 0;
        const result = settled?.find((bet) => bet.bet === spot);
        return (
          <button
            key={spot}
            type="button"
            className={`bet-spot bet-spot--${spot}${result ? ` bet-spot--${result.result}` : ''}`}
            onClick={() => onPlace(spot)}
            disabled={disabled}
            aria-label={t('table.placeOn', { spot: t(name), pays, stake: won(stake) })}
          >
            <span className="bet-spot__name">{t(name)}</span>
            <span className="bet-spot__pays">{pays}</span>
            {stake > 0 && (
              <span className="bet-spot__stake">
                <Chip value={topChip(stake, CHIP_VALUES)} small />
                <span>{won(stake)}</span>
              </span>
            )}
            {result && result.payout > 0 && <span className="bet-spot__payout">+{won(result.payout)}</span>}
          </button>
        );
      })}
    </div>
  );
}
