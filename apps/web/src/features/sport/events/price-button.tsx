'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import { formatOdds } from '../market/odds';

interface PriceButtonProps {
  /** What the button shows beside its price: a short caption in lists, the full name on an event. */
  caption: string;
  /** The selection's full name, for assistive technology. */
  pick: string;
  price: number;
  /** Whether the market takes bets; a suspended one is shown locked. */
  open: boolean;
  selected: boolean;
  onToggle: () => void;
  layout?: 'stacked' | 'inline';
}

/** The last move of a price as the member watched it: each move restarts the flash. */
interface Move {
  direction: 'up' | 'down';
  count: number;
}

/**
 * A selection's price: a click puts it on the slip (or takes it off). A price that moves while
 * shown flashes green when it rises and red when it falls, with an arrow that fades; a suspended
 * market's price is locked.
 */
export function PriceButton({
  caption,
  pick,
  price,
  open,
  selected,
  onToggle,
  layout = 'stacked',
}: PriceButtonProps) {
  const t = useTranslations('sport.price');
  const [shown, setShown] = useState(price);
  const [move, setMove] = useState<Move | null>(null);
  // Derived from the previous render's price, as React's docs adjust state to a changed prop.
  if (price !== shown) {
    setShown(price);
    setMove({ direction: price > shown ? 'up' : 'down', count: (move?.count ?? 0) + 1 });
  }

  const stacked = layout === 'stacked';
  const tone = selected
    ? 'border-gold-300 bg-gradient-to-b from-gold-300 to-gold-500 text-navy-950'
    : 'border-white/[0.07] bg-navy-800/70 text-slate-100 hover:border-gold-400/60 hover:bg-navy-700';
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!open}
      aria-pressed={open ? selected : undefined}
      aria-label={open ? t('label', { pick, price: formatOdds(price) }) : t('locked', { pick })}
      data-selection={pick}
      data-move={move?.direction}
      className={`focus-ring relative flex w-full min-w-0 rounded-lg border text-sm transition-colors duration-150 disabled:cursor-not-allowed disabled:border-white/[0.04] disabled:bg-navy-900/60 disabled:text-slate-500 ${
        stacked
          ? 'h-12 flex-col items-center justify-center gap-0.5 px-1'
          : 'min-h-11 items-center justify-between gap-2 px-3'
      } ${tone}`}
    >
      <span
        className={`min-w-0 leading-tight ${stacked ? 'max-w-full text-[11px] text-center' : 'flex-1 text-left text-xs'} ${selected ? 'text-navy-900' : 'text-slate-400'}`}
      >
        {caption}
      </span>
      {open ? (
        <span
          key={move?.count ?? 0}
          className={`flex shrink-0 items-center gap-0.5 rounded px-1 font-semibold tabular-nums ${
            move ? (move.direction === 'up' ? 'animate-price-up' : 'animate-price-down') : ''
          } ${selected ? '' : 'text-gold-200'}`}
        >
          {move ? (
            <span
              aria-hidden="true"
              className={`animate-fade-out text-[10px] ${move.direction === 'up' ? 'text-emerald-400' : 'text-rose-400'}`}
            >
              {move.direction === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
          {formatOdds(price)}
        </span>
      ) : (
        <Icon name="lock" width={16} height={16} className="text-slate-500" />
      )}
    </button>
  );
}
