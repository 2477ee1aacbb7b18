import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import { CardFace } from '../table/playing-card.tsx';
import type { DealStep } from './deal-sequence.ts';

/** A release past this much of the card opens it; less lets the corner fall back. */
const OPENS_AT = 0.5;
/** A press that peels less than this is a tap, which opens the card at once. */
const TAP = 0.04;

interface Drag {
  x: number;
  y: number;
  size: number;
  peeled: number;
}

/**
 * A card dealt face down on the squeeze table. Dragged from its bottom edge it peels open as far as
 * the finger goes (the rank shows in the corner first, as at a real squeeze), falls back if let go
 * early, and opens past half way; a tap, Enter or Space opens it outright. A third card lies
 * sideways, so it peels from its side: the drag runs across the screen instead of up.
 */
export function SqueezeCard({ step, onOpen }: { step: DealStep; onOpen: () => void }) {
  const { t } = useI18n();
  const sideways = step.index === 2;
  const [peel, setPeel] = useState(0);
  const drag = useRef<Drag | null>(null);

  const peelAt = (event: PointerEvent<HTMLButtonElement>, from: Drag) =>
    Math.min(1, Math.max(0, (sideways ? event.clientX - from.x : from.y - event.clientY) / from.size));

  return (
    <button
      type="button"
      className={`squeeze-card${sideways ? ' squeeze-card--sideways' : ''}${peel > 0 ? ' squeeze-card--peeling' : ''}`}
      style={{ '--peel': peel } as CSSProperties}
      aria-label={t(step.side === 'player' ? 'baccarat.squeeze.openPlayer' : 'baccarat.squeeze.openBanker', {
        card: step.index + 1,
      })}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        const box = event.currentTarget.getBoundingClientRect();
        drag.current = {
          x: event.clientX,
          y: event.clientY,
          size: sideways ? box.width : box.height,
          peeled: 0,
        };
      }}
      onPointerMove={(event) => {
        const from = drag.current;
        if (!from) return;
        from.peeled = peelAt(event, from);
        setPeel(from.peeled);
      }}
      onPointerUp={() => {
        const from = drag.current;
        drag.current = null;
        if (!from) return;
        if (from.peeled < TAP || from.peeled >= OPENS_AT) onOpen();
        else setPeel(0);
      }}
      onPointerCancel={() => {
        drag.current = null;
        setPeel(0);
      }}
      // A click the keyboard made (no pointer): Enter or Space on the focused card.
      onClick={(event) => event.detail === 0 && onOpen()}
    >
      <CardFace card={step.card} />
      <span className="squeeze-card__back" aria-hidden="true" />
      <span className="squeeze-card__fold" aria-hidden="true" />
    </button>
  );
}
