import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

/** A won amount that rolls up to its new value, as a win meter does; drops to zero at once. */
export function WinCounter({ amount }: { amount: number }) {
  const { won } = useI18n();
  const [shown, setShown] = useState(amount);
  const from = useRef(amount);

  useEffect(() => {
    if (amount <= from.current) {
      from.current = amount;
      setShown(amount);
      return;
    }
    const start = performance.now();
    const base = from.current;
    const duration = Math.min(2200, 500 + (amount - base) / 200);
    let frame = requestAnimationFrame(function tick(now) {
      const u = Math.min(1, (now - start) / duration);
      const value = Math.round(base + (amount - base) * (1 - (1 - u) ** 3));
      setShown(value);
      from.current = value;
      if (u < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [amount]);

  return (
    <output className={`win-counter${shown > 0 ? ' win-counter--on' : ''}`} aria-live="polite">
      {won(shown)}
    </output>
  );
}
