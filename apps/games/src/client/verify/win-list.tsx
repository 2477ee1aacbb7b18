import type { SlotTitle } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import { symbolName } from '../app/symbol-names.ts';
import type { WinsOf } from '../slot/win-cells.ts';

/**
 * A window's wins, line by line (the base spin's, or a cascade tumble's), so a player can match
 * them against what the reels showed.
 */
export function WinList({ title, spin }: { title: SlotTitle; spin: WinsOf }) {
  const { t, won } = useI18n();
  const name = (code: string) => {
    const symbol = title.symbols.find((s) => s.code === code);
    return symbol ? symbolName(t, title.code, symbol) : code;
  };
  const rows = [
    ...(spin.lineWins ?? []).map((win) =>
      t('verify.lineWin', {
        line: win.line + 1,
        symbol: name(win.symbol),
        count: win.count,
        amount: won(win.pay),
      }),
    ),
    ...spin.wayWins.map((win) =>
      t('verify.wayWin', {
        symbol: name(win.symbol),
        count: win.count,
        ways: win.ways,
        amount: won(win.pay),
      }),
    ),
    ...(spin.scatter && (spin.scatter.pay > 0 || (spin.freeSpinsAwarded ?? 0) > 0)
      ? [
          t('verify.scatterWin', {
            count: spin.scatter.count,
            amount: won(spin.scatter.pay),
            spins: spin.freeSpinsAwarded ?? 0,
          }),
        ]
      : []),
  ];
  if (rows.length === 0) return <p className="panel-note">{t('verify.noWins')}</p>;
  return (
    <ul className="win-list">
      {rows.map((row, i) => (
        <li key={i}>{row}</li>
      ))}
    </ul>
  );
}
