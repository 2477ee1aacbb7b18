import type { SlotTitle } from '@haneul/game-math';
import { SymbolSvg } from '../art/symbol-svg.tsx';
import { symbolArt } from '../art/symbol-art.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { symbolName } from '../app/symbol-names.ts';

/**
 * The paytable at the player's current bet: line and way pays are in coins (bet ÷ coins per
 * spin), scatter pays in total bets, so every figure here is the won amount the reels would pay.
 * A multiplier wild and a cash symbol say what they do instead of paying.
 */
export function Paytable({ title, bet }: { title: SlotTitle; bet: number }) {
  const { t, won } = useI18n();
  const coin = bet / title.coinsPerSpin;
  const counts = [5, 4, 3, 2];
  // A wild stands in for neither a scatter nor a cash symbol: say which one the title has.
  const cash = title.symbols.some((symbol) => symbol.kind === 'cash');
  return (
    <ul className="paytable">
      {title.symbols.map((symbol) => {
        const pays = counts.filter((count) => symbol.pays[count]);
        const name = symbolName(t, title.code, symbol);
        return (
          <li key={symbol.code} className={`paytable__item paytable__item--${symbol.kind}`}>
            <SymbolSvg art={symbolArt(title.code, symbol, t('slot.wildLabel'))} label={name} size={64} />
            <div>
              <strong>{name}</strong>
              {symbol.kind === 'wild' && (
                <p className="paytable__note">{t(cash ? 'help.wildCashNote' : 'help.wildNote')}</p>
              )}
              {(symbol.multiplier ?? 1) > 1 && (
                <p className="paytable__note">
                  {t('help.multiplierNote', { multiplier: symbol.multiplier! })}
                </p>
              )}
              {symbol.kind === 'scatter' && <p className="paytable__note">{t('help.scatterNote')}</p>}
              {symbol.kind === 'cash' && title.mechanic?.kind === 'hold-and-spin' && (
                <p className="paytable__note">{t('help.cashNote', { trigger: title.mechanic.trigger })}</p>
              )}
              <dl>
                {pays.map((count) => (
                  <div key={count}>
                    <dt>{t('help.ofAKind', { count })}</dt>
                    <dd>{won(symbol.pays[count]! * (symbol.kind === 'scatter' ? bet : coin))}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
