import type { SlotTitle } from '@haneul/game-math';
import { SymbolSvg } from '../art/symbol-svg.tsx';
import { symbolArt } from '../art/symbol-art.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { nameIn } from '../i18n/langs.ts';

/**
 * The paytable at the player's current bet: line and way pays are in coins (bet ÷ coins per
 * spin), scatter pays in total bets, so every figure here is the won amount the reels would pay.
 */
export function Paytable({ title, bet }: { title: SlotTitle; bet: number }) {
  const { t, won, lang } = useI18n();
  const coin = bet / title.coinsPerSpin;
  const counts = [5, 4, 3, 2];
  return (
    <ul className="paytable">
      {title.symbols.map((symbol) => {
        const pays = counts.filter((count) => symbol.pays[count]);
        const name = nameIn(symbol.name, lang);
        return (
          <li key={symbol.code} className={`paytable__item paytable__item--${symbol.kind}`}>
            <SymbolSvg art={symbolArt(title.code, symbol, t('slot.wildLabel'))} label={name} size={64} />
            <div>
              <strong>{name}</strong>
              {symbol.kind === 'wild' && <p className="paytable__note">{t('help.wildNote')}</p>}
              {symbol.kind === 'scatter' && <p className="paytable__note">{t('help.scatterNote')}</p>}
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
