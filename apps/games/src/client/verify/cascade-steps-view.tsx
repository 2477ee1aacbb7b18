import type { ReelSpin, SlotTitle } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import { MiniWindow } from './mini-window.tsx';
import { WinList } from './win-list.tsx';

/**
 * A cascade spin's tumbles, replayed: each window the reels dropped into, with the cells that won
 * in it (and vanished next) marked, its multiplier, its way wins and its win.
 */
export function CascadeStepsView({ title, spin }: { title: SlotTitle; spin: ReelSpin }) {
  const { t, won } = useI18n();
  const steps = spin.cascades ?? [];
  if (steps.length === 0) return null;
  return (
    <section className="mechanic-steps" aria-labelledby="cascade-steps">
      <h3 id="cascade-steps">{t('verify.cascadeTitle')}</h3>
      <ol className="mechanic-steps__list">
        {steps.map((step, i) => (
          <li key={i}>
            <p className="mechanic-steps__head">
              {t('verify.cascadeStep', { step: i + 1, multiplier: step.multiplier, amount: won(step.win) })}
            </p>
            <MiniWindow title={title} window={step.window} marked={steps[i + 1]?.removed ?? []} size={40} />
            {step.wayWins.length > 0 && <WinList title={title} spin={step} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
