import { useI18n } from '../i18n/i18n-context.tsx';
import type { CascadeHud, HoldHud } from './playback.ts';

/**
 * The counters a mechanic keeps over the reels: the cascade's multiplier ladder with the rung the
 * last window paid at and the chain's win so far; hold and spin's respins left (a pip each, all lit
 * again on a landing), the cells locked and the values collected.
 */
export function CascadeMeter({ hud }: { hud: CascadeHud }) {
  const { t, won } = useI18n();
  const current = hud.ladder[hud.rung]!;
  return (
    <div className="mechanic-hud cascade-meter" role="status" data-testid="cascade-meter">
      <span className="sr-only">{t('slot.cascadeMultiplier', { multiplier: current })}</span>
      <ol className="cascade-meter__ladder" aria-hidden="true">
        {hud.ladder.map((multiplier, rung) => (
          <li key={rung} className={rung === hud.rung ? 'is-on' : rung < hud.rung ? 'is-past' : undefined}>
            {t('slot.multiplier', { multiplier })}
          </li>
        ))}
      </ol>
      {hud.chain > 0 && <span className="mechanic-hud__won">{won(hud.chain)}</span>}
    </div>
  );
}

export function HoldCounter({ hud }: { hud: HoldHud }) {
  const { t, won } = useI18n();
  return (
    <div className="mechanic-hud hold-counter" role="status" data-testid="hold-counter">
      <span className="mechanic-hud__title">{t('slot.respins')}</span>
      <span
        className="hold-counter__pips"
        role="img"
        aria-label={t('slot.respinsLeft', { count: hud.respinsLeft })}
      >
        {Array.from({ length: hud.respins }, (_, i) => (
          <i key={i} className={i < hud.respinsLeft ? 'is-on' : undefined} />
        ))}
      </span>
      <span className="hold-counter__cells">
        {t('slot.lockedCells', { locked: hud.locked, cells: hud.cells })}
      </span>
      <span className="mechanic-hud__won">{won(hud.collected)}</span>
    </div>
  );
}
