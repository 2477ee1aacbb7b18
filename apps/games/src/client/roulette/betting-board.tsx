import { parseRouletteBet, pocketColour } from '@haneul/game-math';
import type { CSSProperties } from 'react';
import type { TTableRound } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { Translate } from '../i18n/translate.ts';
import { tableBetLabel } from '../table/bet-label.ts';
import { Chip, topChip } from '../table/chip.tsx';
import { CHIP_VALUES, type Stakes } from '../table/stake-slip.ts';
import { BOARD_SPOTS, screenBox, type BoardOrientation, type BoardSpot } from './board-geometry.ts';

/**
 * The betting layout: every bet a button at its place (numbers, the lines and crossings between
 * them, the outside boxes), the chips on the spots they stake, and after a round the winning number
 * marked and the winning spots lit with what they paid.
 */
type Settled = TTableRound['settlement']['bets'][number];

/** What a spot pays, as the layout prints it: 35:1, 2:1, 1:1. */
export function paysOf(key: string): string {
  const bet = parseRouletteBet(key);
  return bet ? `${bet.pays}:1` : '';
}

const DIAMOND = '◆';

/** The text printed on a cell (numbers, 2:1, the dozens' ranges, the even-money names). */
function cellText(spot: BoardSpot, t: Translate): string {
  switch (spot.kind) {
    case 'straight':
      return String(parseRouletteBet(spot.key)!.numbers[0]);
    case 'column':
      return '2:1';
    case 'dozen': {
      const numbers = parseRouletteBet(spot.key)!.numbers;
      return `${numbers[0]}–${numbers.at(-1)}`;
    }
    case 'red':
    case 'black':
      return DIAMOND;
    default:
      return tableBetLabel(t, 'roulette', spot.key);
  }
}

export function BettingBoard({
  orientation,
  stakes,
  round,
  disabled,
  lit,
  onPlace,
  onHover,
}: {
  orientation: BoardOrientation;
  /** What lies on each spot: the slip, or the played round's stakes while it is shown. */
  stakes: Stakes;
  /** The round whose result is shown (winning number and paid spots), or null. */
  round: TTableRound | null;
  disabled: boolean;
  /** Numbers to light (the ones the pointed-at bet covers). */
  lit: ReadonlySet<number>;
  onPlace: (key: string) => void;
  onHover: (key: string | null) => void;
}) {
  const { t, won, fmt } = useI18n();
  const settled = new Map<string, Settled>((round?.settlement.bets ?? []).map((bet) => [bet.bet, bet]));
  const winning = round?.draw.kind === 'roulette' ? round.draw.pocket : null;

  return (
    <div
      className={`rl-board rl-board--${orientation}`}
      role="group"
      aria-label={t('roulette.board')}
      onPointerLeave={() => onHover(null)}
    >
      {BOARD_SPOTS.map((spot) => {
        const box = screenBox(spot, orientation);
        const stake = stakes[spot.key] ?? 0;
        const result = settled.get(spot.key);
        const number = spot.kind === 'straight' ? parseRouletteBet(spot.key)!.numbers[0]! : null;
        const classes = [
          'rl-spot',
          `rl-spot--${spot.shape}`,
          `rl-spot--${spot.kind}`,
          number !== null ? `rl-pocket--${pocketColour(number)}` : '',
          number !== null && lit.has(number) ? 'rl-spot--lit' : '',
          number !== null && number === winning ? 'rl-spot--hit' : '',
          result ? `rl-spot--${result.result}` : '',
        ];
        const style: CSSProperties = {
          left: `${box.left}%`,
          top: `${box.top}%`,
          width: `${box.width}%`,
          height: `${box.height}%`,
        };
        return (
          <button
            key={spot.key}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            style={style}
            disabled={disabled}
            onClick={() => onPlace(spot.key)}
            onPointerEnter={(event) => event.pointerType !== 'touch' && onHover(spot.key)}
            onFocus={(event) => event.currentTarget.matches(':focus-visible') && onHover(spot.key)}
            onBlur={() => onHover(null)}
            aria-label={t('table.placeOn', {
              spot: tableBetLabel(t, 'roulette', spot.key),
              pays: paysOf(spot.key),
              stake: won(stake),
            })}
          >
            {spot.shape === 'cell' && (
              <span className="rl-spot__text" aria-hidden="true">
                {cellText(spot, t)}
              </span>
            )}
            {stake > 0 && (
              <span className="rl-spot__chip" aria-hidden="true">
                <Chip value={topChip(stake, CHIP_VALUES)} small />
                <span className="rl-spot__stake">{fmt.compact(stake)}</span>
              </span>
            )}
            {result && result.payout > 0 && (
              <span className="rl-spot__payout" aria-hidden="true">
                +{fmt.compact(result.payout)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
