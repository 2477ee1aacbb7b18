import { ZBlackjackAction, type TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { ACTION_TEXT } from './blackjack-texts.ts';
import { StrategyChart } from './strategy-chart.tsx';
import { ACTION_KEYS } from './use-action-keys.ts';

type BlackjackInfo = Extract<TGameInfoAnswer, { kind: 'blackjack' }>;

/**
 * Blackjack help, all from what the game server publishes (`GET /api/games/blackjack`): the rules
 * it deals, what each result pays, the exact house edge, the limits and the largest win, and the
 * basic-strategy chart its engine derived. Then the keys of the table.
 */
export function BlackjackHelp({ info, failed }: { info: TGameInfoAnswer | null; failed: boolean }) {
  const { t } = useI18n();
  const table = info?.kind === 'blackjack' ? info : null;
  if (!table) {
    return <p className="panel-note">{failed ? t('table.oddsUnavailable') : t('common.loading')}</p>;
  }
  return (
    <>
      <Rules info={table} />
      <Pays info={table} />
      <section>
        <h3>{t('blackjack.chart.title')}</h3>
        <p className="panel-note">{t('blackjack.chart.intro')}</p>
        <StrategyChart chart={table.chart} />
      </section>
      <section>
        <h3>{t('blackjack.keys.title')}</h3>
        <ul className="bj-keys">
          <li>
            <kbd>{t('blackjack.keys.space')}</kbd> {t('blackjack.deal')}
          </li>
          {ZBlackjackAction.options.map((action) => (
            <li key={action}>
              <kbd>{ACTION_KEYS[action]}</kbd> {t(ACTION_TEXT[action])}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Rules({ info }: { info: BlackjackInfo }) {
  const { t } = useI18n();
  const { rules } = info;
  return (
    <section>
      <h3>{t('help.rulesTitle')}</h3>
      <ul className="rules">
        <li>{t('blackjack.rules.goal', { decks: rules.decks })}</li>
        <li>{t('blackjack.rules.values')}</li>
        <li>{t('blackjack.rules.blackjack', rules.blackjackPays)}</li>
        <li>{t(rules.dealerHitsSoft17 ? 'blackjack.rules.dealerHits' : 'blackjack.rules.dealerStands')}</li>
        <li>{t('blackjack.rules.peek')}</li>
        <li>{t(rules.doubleAfterSplit ? 'blackjack.rules.doubleAfterSplit' : 'blackjack.rules.double')}</li>
        <li>{t('blackjack.rules.split', { hands: rules.maxHands })}</li>
        <li>{t('blackjack.rules.splitAces')}</li>
        {rules.lateSurrender && <li>{t('blackjack.rules.surrender')}</li>}
        <li>{t('blackjack.rules.insurance')}</li>
      </ul>
    </section>
  );
}

function Pays({ info }: { info: BlackjackInfo }) {
  const { t, won } = useI18n();
  const { wins, per } = info.rules.blackjackPays;
  const rows = [
    [t('blackjack.result.blackjack'), `${wins}:${per}`],
    [t('blackjack.result.win'), '1:1'],
    [t('blackjack.action.insurance'), '2:1'],
    [t('blackjack.result.push'), t('blackjack.pays.push')],
    [t('blackjack.result.surrender'), t('blackjack.pays.surrender')],
  ] as const;
  return (
    <section>
      <h3>{t('blackjack.pays.title')}</h3>
      <table className="facts-table">
        <tbody>
          {rows.map(([name, pays]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bj-facts">
        <div>
          <dt>{t('table.oddsEdge')}</dt>
          <dd data-testid="house-edge">{info.houseEdgePercent}%</dd>
        </div>
        <div>
          <dt>{t('table.oddsLimits')}</dt>
          <dd>
            {t('blackjack.pays.limits', {
              min: won(info.bets.min),
              max: won(info.bets.max),
              step: won(info.bets.step),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('blackjack.pays.maxWin')}</dt>
          <dd>×{info.maxWinMultiple}</dd>
        </div>
      </dl>
      <p className="panel-note">{t('blackjack.pays.edgeNote', { decks: info.rules.decks })}</p>
      <p className="panel-note">{t('blackjack.pays.extraStakes')}</p>
      <p className="panel-note">{t('table.maxWin', { multiple: info.maxWinMultiple })}</p>
    </section>
  );
}
