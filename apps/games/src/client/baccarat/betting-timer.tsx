import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

/** Below this many seconds the timer turns red, as a speed table's last call does. */
const LAST_CALL_S = 3;

/**
 * Speed baccarat's betting window, from the moment it is shown: a bar that runs down and the
 * seconds left. When it runs out it calls `onClose` once (the deal). Unmounted, it stops; shown
 * again, it starts a new window.
 */
export function BettingTimer({ windowMs, onClose }: { windowMs: number; onClose: () => void }) {
  const { t } = useI18n();
  const [deadline] = useState(() => performance.now() + windowMs);
  const [left, setLeft] = useState(windowMs);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const tick = window.setInterval(() => setLeft(Math.max(0, deadline - performance.now())), 100);
    const timer = window.setTimeout(() => close(), Math.max(0, deadline - performance.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(timer);
    };
  }, [deadline]);

  const seconds = Math.ceil(left / 1000);
  return (
    <div
      className={`betting-timer${seconds <= LAST_CALL_S ? ' betting-timer--last' : ''}`}
      role="timer"
      aria-label={t('baccarat.speed.closesIn', { seconds })}
    >
      <span className="betting-timer__bar" style={{ '--left': left / windowMs } as CSSProperties} />
      <span className="betting-timer__text" aria-hidden="true">
        {t('baccarat.speed.closesIn', { seconds })}
      </span>
    </div>
  );
}
