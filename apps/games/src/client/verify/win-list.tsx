import type { ReelSpin, SlotTitle } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import { nameIn } from '../i18n/langs.ts';

/** The base spin's wins, line by line, so a player can match them against what the reels showed. */
export function WinList({ title, spin }: { title: SlotTitle; spin: ReelSpin }) {
  const { t, won, lang } = useI18n();
  const name = (code: string) => {
    const symbol = title.symbols.find((s) => s.code === code);
    return symbol ? nameIn(symbol.name, lang) : code;
  };
  const rows = [
    ...spin.lineWins.map((win) =>
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
    ...(spin.scatter.pay > 0 || spin.freeSpinsAwarded > 0
      ? [
          t('verify.scatterWin', {
            count: spin.scatter.count,
            amount: won(spin.scatter.pay),
            spins: spin.freeSpinsAwarded,
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
