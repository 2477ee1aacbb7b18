import { pocketColour, ROULETTE_WHEEL } from '@haneul/game-math';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { useSound } from '../sound/sound-context.tsx';
import { planSpin, pocketAngle, POCKET_ARC, type WheelPose } from './wheel-motion.ts';
import { prefersReducedMotion } from '../app/reduced-motion.ts';

/**
 * The wheel in SVG: a wooden bowl, the ball track, the 37 numbered pockets in wheel order and the
 * turret, with the ball. `spin(pocket)` plays a spin out frame by frame (the React tree does not
 * re-render per frame: the two rotating groups get their transform directly) and resolves when
 * the ball has come to rest, a little before the wheel stops.
 */
export interface WheelHandle {
  spin: (pocket: number) => Promise<void>;
}

export const COLOUR_NAME: Record<'red' | 'black' | 'green', MessageKey> = {
  red: 'roulette.colour.red',
  black: 'roulette.colour.black',
  green: 'roulette.colour.green',
};

const R = {
  rim: 100,
  track: 90,
  numbersOut: 76,
  numbersIn: 62,
  pocketsIn: 49,
  cone: 49,
  turret: 14,
};
/** The ball's centre on the track and in a pocket. */
const BALL_TRACK = 83;
const BALL_POCKET = 55.5;

const polar = (r: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(2)},${(-r * Math.cos(a)).toFixed(2)}`;
};

/** An annular sector centred on `angle`, `POCKET_ARC` wide. */
function sector(rOut: number, rIn: number, angle: number): string {
  const a0 = angle - POCKET_ARC / 2;
  const a1 = angle + POCKET_ARC / 2;
  return `M${polar(rOut, a0)}A${rOut},${rOut} 0 0 1 ${polar(rOut, a1)}L${polar(rIn, a1)}A${rIn},${rIn} 0 0 0 ${polar(rIn, a0)}Z`;
}

interface Nodes {
  wheel: SVGGElement | null;
  ball: SVGGElement | null;
  dot: SVGCircleElement | null;
}

function applyPose(nodes: Nodes, pose: WheelPose) {
  nodes.wheel?.setAttribute('transform', `rotate(${pose.wheel.toFixed(2)})`);
  nodes.ball?.setAttribute('transform', `rotate(${pose.ball.toFixed(2)})`);
  nodes.dot?.setAttribute('cy', (-(BALL_TRACK + (BALL_POCKET - BALL_TRACK) * pose.drop)).toFixed(2));
}

export function Wheel({
  ref,
  restingOn,
  result,
  caption,
}: {
  ref: Ref<WheelHandle>;
  /** The pocket the ball lies in when the screen opens (the last round's), or null: no ball yet. */
  restingOn: number | null;
  /** The pocket to announce in the hub once the ball has landed, or null. */
  result: number | null;
  /** A line under the number (what the round paid). */
  caption?: string;
}) {
  const { t } = useI18n();
  const { play } = useSound();
  const [start] = useState<WheelPose>(() => ({
    wheel: 0,
    ball: restingOn === null ? 0 : pocketAngle(restingOn),
    drop: 1,
  }));
  const [ballShown, setBallShown] = useState(restingOn !== null);
  const pose = useRef(start);
  const wheelNode = useRef<SVGGElement>(null);
  const ballNode = useRef<SVGGElement>(null);
  const dotNode = useRef<SVGCircleElement>(null);
  /** Stops the spin under way (and lets its promise resolve). */
  const stop = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    applyPose({ wheel: wheelNode.current, ball: ballNode.current, dot: dotNode.current }, pose.current);
  }, []);
  useEffect(() => () => stop.current?.(), []);

  useImperativeHandle(
    ref,
    () => ({
      spin(pocket) {
        stop.current?.();
        setBallShown(true);
        const plan = planSpin({ from: pose.current, pocket, reduced: prefersReducedMotion() });
        play('spinStart');
        return new Promise<void>((resolve) => {
          const nodes = { wheel: wheelNode.current, ball: ballNode.current, dot: dotNode.current };
          const begun = performance.now();
          let frame = 0;
          let landed = false;
          // A hidden tab runs no frames: the result is shown on time all the same.
          const late = window.setTimeout(resolve, plan.revealAt + 1500);
          const step = (now: number) => {
            const ms = now - begun;
            pose.current = plan.at(ms);
            applyPose(nodes, pose.current);
            if (!landed && ms >= plan.landAt) {
              landed = true;
              play('reelStop');
            }
            if (ms >= plan.revealAt) resolve();
            frame = ms < plan.duration ? requestAnimationFrame(step) : 0;
          };
          frame = requestAnimationFrame(step);
          stop.current = () => {
            cancelAnimationFrame(frame);
            window.clearTimeout(late);
            pose.current = plan.at(plan.duration);
            applyPose(nodes, pose.current);
            resolve();
          };
        });
      },
    }),
    [play],
  );

  const colour = result === null ? null : pocketColour(result);
  return (
    <div className="rl-wheel">
      <svg viewBox="-100 -100 200 200" role="img" aria-label={t('roulette.wheel')}>
        <defs>
          <radialGradient id="rl-wood" r="0.5">
            <stop offset="0.86" stopColor="#3b1f0e" />
            <stop offset="0.93" stopColor="#6b3a17" />
            <stop offset="1" stopColor="#2a1407" />
          </radialGradient>
          <radialGradient id="rl-track" r="0.5">
            <stop offset="0.76" stopColor="#0b0f22" />
            <stop offset="0.9" stopColor="#1c2347" />
            <stop offset="1" stopColor="#0b0f22" />
          </radialGradient>
          <radialGradient id="rl-cone" r="0.5">
            <stop offset="0.25" stopColor="#f5d27a" />
            <stop offset="0.45" stopColor="#7a4a1c" />
            <stop offset="1" stopColor="#3b1f0e" />
          </radialGradient>
          <radialGradient id="rl-ball" cx="0.35" cy="0.35" r="0.7">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.6" stopColor="#e5e7eb" />
            <stop offset="1" stopColor="#9ca3af" />
          </radialGradient>
        </defs>
        <circle r={R.rim} fill="url(#rl-wood)" />
        <circle r={R.rim - 1} fill="none" stroke="var(--gold-500)" strokeWidth="1.2" />
        <circle r={R.track} fill="url(#rl-track)" stroke="var(--gold-600)" strokeWidth="0.8" />
        <g ref={wheelNode} className="rl-wheel__head">
          {ROULETTE_WHEEL.map((pocket, i) => {
            const angle = i * POCKET_ARC;
            const fill = `rl-fill--${pocketColour(pocket)}`;
            return (
              <g key={pocket}>
                <path className={fill} d={sector(R.numbersOut, R.numbersIn, angle)} />
                <path className={`${fill} rl-wheel__pocket`} d={sector(R.numbersIn, R.pocketsIn, angle)} />
                <text
                  className="rl-wheel__number"
                  transform={`rotate(${angle.toFixed(2)}) translate(0 ${-(R.numbersOut + R.numbersIn) / 2})`}
                >
                  {pocket}
                </text>
              </g>
            );
          })}
          {ROULETTE_WHEEL.map((pocket, i) => (
            <line
              key={pocket}
              className="rl-wheel__fret"
              x1="0"
              y1={-R.pocketsIn}
              x2="0"
              y2={-R.numbersOut}
              transform={`rotate(${(i * POCKET_ARC - POCKET_ARC / 2).toFixed(2)})`}
            />
          ))}
          <circle r={R.numbersOut} fill="none" stroke="var(--gold-500)" strokeWidth="1" />
          <circle r={R.numbersIn} fill="none" stroke="var(--gold-500)" strokeWidth="0.6" />
          <circle r={R.cone} fill="url(#rl-cone)" stroke="var(--gold-500)" strokeWidth="1" />
          {[0, 90, 180, 270].map((angle) => (
            <path
              key={angle}
              className="rl-wheel__turret-arm"
              d="M-2.2,-12 L0,-36 L2.2,-12 Z"
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r={R.turret} className="rl-wheel__turret" />
          <circle r={R.turret * 0.45} className="rl-wheel__knob" />
        </g>
        <g ref={ballNode} className={`rl-wheel__ball${ballShown ? '' : ' rl-wheel__ball--away'}`}>
          <circle ref={dotNode} cx="0" cy={-BALL_POCKET} r="3.6" fill="url(#rl-ball)" />
        </g>
      </svg>
      {colour !== null && result !== null && (
        <div className={`rl-wheel__result rl-pocket--${colour}`} aria-hidden="true">
          <strong>{result}</strong>
          <span>{t(COLOUR_NAME[colour])}</span>
          {caption && <em>{caption}</em>}
        </div>
      )}
    </div>
  );
}
