import type { SicBoDice } from '@haneul/game-math';
import type { CSSProperties } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { DieFace } from './die-face.tsx';

/**
 * The shaker: three dice in CSS 3D under a glass dome. A roll remounts the dice (keyed by the
 * roll's number): the dome shakes while each die tumbles in from its own spin and lands on its
 * drawn face, the three a moment apart. Between rolls the dice rest on the last faces drawn.
 */
export interface DomeRoll {
  /** Counts the rolls of this window; 0 for dice at rest that never rolled here. */
  id: number;
  dice: SicBoDice;
  rolling: boolean;
}

/** The turn that brings each face to the front: faces sit 1 front, 6 back, 3 right, 4 left, 2 top, 5 bottom. */
const SHOW: Readonly<Record<number, readonly [number, number]>> = {
  1: [0, 0],
  6: [0, 180],
  3: [0, -90],
  4: [0, 90],
  2: [-90, 0],
  5: [90, 0],
};

/** How far each die travels and spins before it lands: varied by roll and die, whole turns only. */
function flight(id: number, index: number) {
  const seed = (id * 7 + index * 13) % 6;
  return {
    spinX: 360 * (2 + (seed % 2)),
    spinY: 360 * (1 + (seed % 3)),
    fromX: [-46, 8, 52][(index + id) % 3]!,
    fromY: -40 - 12 * (seed % 3),
  };
}

function Die({ value, index, roll }: { value: number; index: number; roll: DomeRoll }) {
  const [ax, ay] = SHOW[value] ?? [0, 0];
  const { spinX, spinY, fromX, fromY } = flight(roll.id, index);
  const style = {
    '--ax': `${ax}deg`,
    '--ay': `${ay}deg`,
    '--spin-x': `${spinX}deg`,
    '--spin-y': `${spinY}deg`,
    '--from-x': `${fromX}px`,
    '--from-y': `${fromY}px`,
    '--delay': `${index * 110}ms`,
  } as CSSProperties;
  const tumbling = roll.id > 0;
  return (
    <div
      className={`sb-die-slot sb-die-slot--${index}${tumbling ? ' sb-die-slot--tossed' : ''}`}
      style={style}
    >
      <span className="sb-die-slot__shadow" />
      <div className={`sb-die${tumbling ? ' sb-die--tumbling' : ''}`}>
        {[1, 2, 3, 4, 5, 6].map((face) => (
          <div key={face} className={`sb-die__face sb-die__face--${face}`}>
            <DieFace value={face} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function DiceDome({ roll }: { roll: DomeRoll }) {
  const { t } = useI18n();
  const total = roll.dice[0] + roll.dice[1] + roll.dice[2];
  return (
    <div
      className={`sb-dome${roll.rolling ? ' sb-dome--shaking' : ''}`}
      role="img"
      aria-label={
        roll.rolling ? t('sicBo.rolling') : t('sicBo.diceLabel', { dice: roll.dice.join(', '), total })
      }
    >
      <div className="sb-dome__plate" />
      <div className="sb-dome__dice">
        {roll.dice.map((value, index) => (
          <Die key={`${roll.id}-${index}`} value={value} index={index} roll={roll} />
        ))}
      </div>
      <div className="sb-dome__glass" />
    </div>
  );
}
