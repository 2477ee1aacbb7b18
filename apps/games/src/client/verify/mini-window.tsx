import type { SlotTitle } from '@haneul/game-math';
import { paletteOf } from '../art/palettes.ts';
import { EMPTY_CELL, emptyCellArt, symbolArt } from '../art/symbol-art.ts';
import { SymbolSvg } from '../art/symbol-svg.tsx';
import { symbolName } from '../app/symbol-names.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import '../styles/verify-steps.css';

/**
 * A reels window as the verify page draws it, in the title's colours: the symbols of `window`
 * (`[reel][row]`; an empty code is an empty hold-and-spin cell), cash values written on their
 * symbols, and the cells that won and vanished in a cascade marked.
 */
export function MiniWindow({
  title,
  window,
  values,
  marked = [],
  size = 64,
}: {
  title: SlotTitle;
  window: readonly (readonly string[])[];
  values?: readonly (readonly (number | null)[])[] | null;
  marked?: readonly (readonly [number, number])[];
  size?: number;
}) {
  const { t, fmt } = useI18n();
  const palette = paletteOf(title.code);
  const art = (code: string) => {
    const symbol = title.symbols.find((s) => s.code === code);
    if (!symbol) return { picture: emptyCellArt(title.code), label: '' };
    return {
      picture: symbolArt(title.code, symbol, t('slot.wildLabel')),
      label: symbolName(t, title.code, symbol),
    };
  };
  return (
    <div
      className="reels-window"
      style={{
        gridTemplateColumns: `repeat(${title.reels}, 1fr)`,
        background: `linear-gradient(180deg, ${palette.reel[1]}, ${palette.reel[0]})`,
        borderColor: palette.frame[1],
      }}
    >
      {window.map((column, reel) => (
        <div key={reel} className="reels-window__reel">
          {column.map((code, row) => {
            const { picture, label } = art(code);
            const value = values?.[reel]?.[row] ?? null;
            const won = marked.some(([r, y]) => r === reel && y === row);
            return (
              <div
                key={row}
                className={`reels-window__cell${won ? ' reels-window__cell--won' : ''}`}
                data-empty={code === EMPTY_CELL || undefined}
              >
                <SymbolSvg
                  art={picture}
                  label={value === null ? label : `${label} ${fmt.number(value)}`}
                  size={size}
                />
                {value !== null && (
                  <span className="reels-window__value" aria-hidden="true">
                    {fmt.compact(value)}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
