import { STRATEGY_CODES, type TStrategyChart } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { rankLabel } from '../table/playing-card.tsx';

/**
 * Basic strategy as the game server's engine derived it for this table (`info.chart`, never typed
 * in): hard totals, soft totals and pairs down the side, the dealer's up card across, each cell
 * the best play in a colour of its own, with the key beneath.
 */
type Code = (typeof STRATEGY_CODES)[number];

const CODES: Record<Code, { mark: MessageKey; meaning: MessageKey }> = {
  H: { mark: 'blackjack.chart.mark.H', meaning: 'blackjack.chart.meaning.H' },
  S: { mark: 'blackjack.chart.mark.S', meaning: 'blackjack.chart.meaning.S' },
  Dh: { mark: 'blackjack.chart.mark.Dh', meaning: 'blackjack.chart.meaning.Dh' },
  Ds: { mark: 'blackjack.chart.mark.Ds', meaning: 'blackjack.chart.meaning.Ds' },
  P: { mark: 'blackjack.chart.mark.P', meaning: 'blackjack.chart.meaning.P' },
  Rh: { mark: 'blackjack.chart.mark.Rh', meaning: 'blackjack.chart.meaning.Rh' },
  Rs: { mark: 'blackjack.chart.mark.Rs', meaning: 'blackjack.chart.meaning.Rs' },
  Rp: { mark: 'blackjack.chart.mark.Rp', meaning: 'blackjack.chart.meaning.Rp' },
};

const card = (value: number) => rankLabel({ rank: value });

export function StrategyChart({ chart }: { chart: TStrategyChart }) {
  const { t } = useI18n();
  const sections: { title: MessageKey; rows: TStrategyChart['hard']; label: (hand: number) => string }[] = [
    { title: 'blackjack.chart.hard', rows: chart.hard, label: String },
    { title: 'blackjack.chart.soft', rows: chart.soft, label: String },
    { title: 'blackjack.chart.pairs', rows: chart.pairs, label: (value) => `${card(value)},${card(value)}` },
  ];
  const used = new Set([chart.hard, chart.soft, chart.pairs].flat().flatMap((row) => row.plays));
  return (
    <div className="bj-chart">
      <div className="bj-chart__tables">
        {sections.map(({ title, rows, label }) => (
          <table key={title} className="bj-chart__table">
            <caption>{t(title)}</caption>
            <thead>
              <tr>
                <th scope="col" className="bj-chart__corner">
                  {t('blackjack.chart.upCard')}
                </th>
                {chart.upCards.map((up) => (
                  <th key={up} scope="col">
                    {card(up)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.hand}>
                  <th scope="row">{label(row.hand)}</th>
                  {row.plays.map((code, column) => (
                    <td key={column} className={`bj-code bj-code--${code}`}>
                      <abbr title={t(CODES[code].meaning)}>{t(CODES[code].mark)}</abbr>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <ul className="bj-chart__legend" aria-label={t('blackjack.chart.legend')}>
        {STRATEGY_CODES.filter((code) => used.has(code)).map((code) => (
          <li key={code}>
            <span className={`bj-code bj-code--${code}`} aria-hidden="true">
              {t(CODES[code].mark)}
            </span>
            {t(CODES[code].meaning)}
          </li>
        ))}
      </ul>
    </div>
  );
}
