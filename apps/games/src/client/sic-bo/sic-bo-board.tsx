import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { tableBetLabel } from '../table/bet-label.ts';
import { chipColor, topChip } from '../table/chip.tsx';
import type { SpotBoardProps } from '../table/spot-board-props.ts';
import { CHIP_VALUES } from '../table/stake-slip.ts';
import { DieFace } from './die-face.tsx';
import {
  SIC_BO_BANDS,
  SINGLE_PAYS,
  paysOn,
  winningKeys,
  type SicBoBand,
  type SicBoSpot,
} from './sic-bo-layout.ts';

/**
 * The sic bo layout: every spot a button with its pays and the chips on it. After a roll every
 * spot the dice win lights up (staked or not), with what it pays on this roll, and each staked
 * spot shows what it paid; the others dim.
 */
const BAND_NAMES: Partial<Record<SicBoBand, MessageKey>> = {
  doubles: 'sicBo.bets.double',
  triples: 'sicBo.bets.triple',
  totals: 'sicBo.bets.total',
  combos: 'sicBo.bets.combo',
  singles: 'sicBo.bets.single',
};

const BANDS: readonly SicBoBand[] = [
  'small',
  'odd',
  'doubles',
  'triples',
  'even',
  'big',
  'totals',
  'combos',
  'singles',
];

const RANGES: Partial<Record<string, string>> = { small: '4–10', big: '11–17' };

function Dice({ faces, className }: { faces: readonly number[]; className: string }) {
  return (
    <span className={`sb-dice ${className}`}>
      {faces.map((face, i) => (
        <DieFace key={i} value={face} />
      ))}
    </span>
  );
}

/** What a spot shows besides its pays: a name, a number, or the dice it names. */
function SpotFace({ spot }: { spot: SicBoSpot }): ReactNode {
  const { t } = useI18n();
  const { bet } = spot;
  const [n = 0, m = 0] = bet.numbers;
  switch (bet.kind) {
    case 'big':
    case 'small':
      return (
        <>
          <span className="sb-spot__name">{tableBetLabel(t, 'sicBo', bet.key)}</span>
          <span className="sb-spot__range">{RANGES[bet.key]}</span>
        </>
      );
    case 'odd':
    case 'even':
    case 'anyTriple':
      return <span className="sb-spot__name">{tableBetLabel(t, 'sicBo', bet.key)}</span>;
    case 'total':
      return <span className="sb-spot__number">{n}</span>;
    case 'single':
      return <Dice faces={[n]} className="sb-dice--single" />;
    case 'combo':
      return <Dice faces={[n, m]} className="sb-dice--combo" />;
    case 'double':
      return <Dice faces={[n, n]} className="sb-dice--double" />;
    case 'triple':
      return <Dice faces={[n, n, n]} className="sb-dice--triple" />;
  }
}

export function SicBoBoard({ stakes, placed, result, disabled, onPlace }: SpotBoardProps<string>) {
  const { t, won, fmt } = useI18n();
  const dice = result?.draw.kind === 'sicBo' ? result.draw.dice : null;
  const lit = dice ? winningKeys(dice) : null;

  const button = (spot: SicBoSpot) => {
    const { key, bet, pays } = spot;
    const stake = stakes[key] ?? 0;
    const settled = result?.settlement.bets.find((row) => row.bet === key);
    const hit = lit?.has(key) ?? false;
    const state = !lit ? '' : hit ? ' sb-spot--hit' : ' sb-spot--miss';
    const paid = settled && settled.payout > 0 ? settled.payout : 0;
    return (
      <button
        key={key}
        type="button"
        className={`sb-spot sb-spot--${bet.kind}${state}${paid ? ' sb-spot--paid' : ''}`}
        onClick={() => onPlace(key)}
        disabled={disabled}
        aria-label={t('table.placeOn', {
          spot: tableBetLabel(t, 'sicBo', key),
          pays,
          stake: won(placed[key] ?? 0),
        })}
      >
        <SpotFace spot={spot} />
        {bet.kind !== 'single' && (
          <span className="sb-spot__pays">{(hit && dice && paysOn(bet, dice)) || pays}</span>
        )}
        {bet.kind === 'single' && hit && dice && <span className="sb-spot__pays">{paysOn(bet, dice)}</span>}
        {stake > 0 && (
          <span className={`sb-stake chip--${chipColor(topChip(stake, CHIP_VALUES))}`}>
            {fmt.compact(stake)}
          </span>
        )}
        {paid > 0 && <span className="sb-spot__payout">+{fmt.compact(paid)}</span>}
      </button>
    );
  };

  return (
    <div className={`sb-board${lit ? ' sb-board--settled' : ''}`}>
      {BANDS.map((band) => {
        const name = BAND_NAMES[band];
        return (
          <div
            key={band}
            className={`sb-band sb-band--${band}`}
            role={name ? 'group' : undefined}
            aria-label={name ? t(name) : undefined}
          >
            {SIC_BO_BANDS[band].map(button)}
            {band === 'singles' && (
              <p className="sb-band__note" aria-hidden="true">
                {t('sicBo.singlesPays', SINGLE_PAYS)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
