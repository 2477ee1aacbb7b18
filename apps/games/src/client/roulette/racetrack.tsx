import { neighbourBets, pocketColour } from '@haneul/game-math';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { CALL_BETS, callStakes, NEIGHBOUR_SPANS, type CallBet } from './call-bets.ts';
import { boundsOf, pathOf, racetrackLayout } from './racetrack-geometry.ts';
import { useElementSize } from './use-element-size.ts';
import { slipTotal } from '../table/stake-slip.ts';

/**
 * The racetrack: the wheel's order round an oval. A number bets it and its neighbours on the wheel
 * (`span` either side, one chip each); the four parts inside the oval are the French call bets.
 */
export const CALL_NAMES: Record<CallBet, { name: MessageKey; short: MessageKey }> = {
  voisins: { name: 'roulette.calls.voisins', short: 'roulette.calls.voisinsShort' },
  tiers: { name: 'roulette.calls.tiers', short: 'roulette.calls.tiersShort' },
  orphelins: { name: 'roulette.calls.orphelins', short: 'roulette.calls.orphelinsShort' },
  zero: { name: 'roulette.calls.zero', short: 'roulette.calls.zeroShort' },
};

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

export function Racetrack({
  chip,
  span,
  onSpan,
  disabled,
  lit,
  activeCall,
  winning,
  onNeighbours,
  onCall,
  onHover,
}: {
  chip: number;
  span: number;
  onSpan: (span: number) => void;
  disabled: boolean;
  /** Pockets to light (the pointed-at bet's). */
  lit: ReadonlySet<number>;
  /** The pointed-at call bet, lit inside the oval. */
  activeCall: CallBet | null;
  /** The last round's pocket while its result is shown. */
  winning: number | null;
  onNeighbours: (pocket: number) => void;
  onCall: (call: CallBet) => void;
  /** The pockets the pointed-at racetrack bet covers, or null. */
  onHover: (target: { pocket: number } | { call: CallBet } | null) => void;
}) {
  const { t, won } = useI18n();
  const [measure, size] = useElementSize<HTMLDivElement>();
  const layout = useMemo(
    () => (size && size.width > 40 && size.height > 30 ? racetrackLayout(size.width, size.height) : null),
    [size],
  );

  return (
    <div className="rl-track">
      <div className="rl-track__spans" role="radiogroup" aria-label={t('roulette.neighbourSpan')}>
        <span className="rl-track__spans-label" aria-hidden="true">
          {t('roulette.neighbours')}
        </span>
        {NEIGHBOUR_SPANS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={span === value}
            aria-label={t('roulette.spanOption', { count: value })}
            className={`rl-track__span${span === value ? ' rl-track__span--on' : ''}`}
            onClick={() => onSpan(value)}
          >
            ±{value}
          </button>
        ))}
      </div>
      <div className="rl-track__oval" ref={measure} onPointerLeave={() => onHover(null)}>
        {layout && (
          <>
            <svg
              className="rl-track__drawing"
              viewBox={`0 0 ${layout.width} ${layout.height}`}
              aria-hidden="true"
            >
              <path className="rl-track__felt" d={pathOf(layout.outer)} />
              {layout.pockets.map(({ pocket, outline }) => (
                <path
                  key={pocket}
                  className={`rl-fill--${pocketColour(pocket)} rl-track__segment${lit.has(pocket) ? ' rl-track__segment--lit' : ''}${pocket === winning ? ' rl-track__segment--hit' : ''}`}
                  d={pathOf(outline)}
                />
              ))}
              <path className="rl-track__inside" d={pathOf(layout.inner)} />
              {layout.zones.map(({ call, outline }) => (
                <path
                  key={call}
                  className={`rl-track__zone${call === activeCall ? ' rl-track__zone--lit' : ''}`}
                  d={pathOf(outline)}
                />
              ))}
              {layout.pockets.map(({ pocket, centre }) => (
                <text
                  key={pocket}
                  className="rl-track__number"
                  x={centre.x}
                  y={centre.y}
                  style={{ fontSize: Math.min(13, layout.cell * 0.56) }}
                >
                  {pocket}
                </text>
              ))}
            </svg>
            {layout.zones.map(({ call, outline }) => {
              const box = boundsOf(outline);
              const clip = outline
                .map((p) => `${pct(p.x - box.left, box.width)} ${pct(p.y - box.top, box.height)}`)
                .join(', ');
              const stake = slipTotal(callStakes(CALL_BETS[call](), chip));
              return (
                <button
                  key={call}
                  type="button"
                  className={`rl-track__call rl-track__call--${call}`}
                  style={{
                    left: box.left,
                    top: box.top,
                    width: box.width,
                    height: box.height,
                    clipPath: `polygon(${clip})`,
                  }}
                  disabled={disabled}
                  onClick={() => onCall(call)}
                  onPointerEnter={(event) => event.pointerType !== 'touch' && onHover({ call })}
                  onFocus={(event) => event.currentTarget.matches(':focus-visible') && onHover({ call })}
                  onBlur={() => onHover(null)}
                  aria-label={t('roulette.callBet', {
                    bet: t(CALL_NAMES[call].name),
                    chips: stake / chip,
                    stake: won(stake),
                  })}
                >
                  <span aria-hidden="true">{t(CALL_NAMES[call].short)}</span>
                </button>
              );
            })}
            {layout.pockets.map(({ pocket, centre }) => {
              const side = layout.cell;
              return (
                <button
                  key={pocket}
                  type="button"
                  className="rl-track__pocket"
                  style={{ left: centre.x - side / 2, top: centre.y - side / 2, width: side, height: side }}
                  disabled={disabled}
                  onClick={() => onNeighbours(pocket)}
                  onPointerEnter={(event) => event.pointerType !== 'touch' && onHover({ pocket })}
                  onFocus={(event) => event.currentTarget.matches(':focus-visible') && onHover({ pocket })}
                  onBlur={() => onHover(null)}
                  aria-label={t('roulette.neighbourBet', {
                    number: pocket,
                    numbers: neighbourBets(pocket, span)
                      .map((key) => key.split(':')[1])
                      .join(', '),
                    stake: won(chip * (2 * span + 1)),
                  })}
                />
              );
            })}
          </>
        )}
      </div>
    </div>
  );
}
