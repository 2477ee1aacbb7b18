import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import type { BaccaratVariant } from './baccarat-variant.ts';

/** Baccarat help: the rules in brief, the payouts with their exact house edges, how to read the roads. */
const BET_NAMES: Record<string, MessageKey> = {
  player: 'baccarat.bets.player',
  banker: 'baccarat.bets.banker',
  tie: 'baccarat.bets.tie',
  playerPair: 'baccarat.bets.playerPair',
  bankerPair: 'baccarat.bets.bankerPair',
};

export function BaccaratHelp({
  info,
  failed,
  variant,
}: {
  info: TGameInfoAnswer | null;
  failed: boolean;
  variant: BaccaratVariant;
}) {
  const { t } = useI18n();
  const seconds = variant.bettingWindowMs === null ? null : variant.bettingWindowMs / 1000;
  return (
    <>
      <section>
        <h3>{t('help.rulesTitle')}</h3>
        <ul className="rules">
          <li>{t('baccarat.rules.goal')}</li>
          <li>{t('baccarat.rules.points')}</li>
          <li>{t('baccarat.rules.thirdCard')}</li>
          <li>{t('baccarat.rules.tie')}</li>
          {seconds !== null && <li>{t('baccarat.rules.speed', { seconds })}</li>}
          {variant.squeeze && <li>{t('baccarat.rules.squeeze')}</li>}
        </ul>
      </section>
      <section>
        <h3>{t('table.oddsTitle')}</h3>
        {info?.kind === 'baccarat' ? (
          <table className="facts-table">
            <thead>
              <tr>
                <th scope="col">{t('table.oddsBet')}</th>
                <th scope="col">{t('table.oddsPays')}</th>
                <th scope="col">{t('table.oddsEdge')}</th>
              </tr>
            </thead>
            <tbody>
              {info.odds.map((row) => (
                <tr key={row.bet}>
                  <th scope="row">{BET_NAMES[row.bet] ? t(BET_NAMES[row.bet]!) : row.bet}</th>
                  <td>{row.pays}</td>
                  <td>{row.houseEdgePercent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="panel-note">{failed ? t('help.rtpUnavailable') : t('common.loading')}</p>
        )}
      </section>
      <section>
        <h3>{t('baccarat.roadsTitle')}</h3>
        <ul className="rules">
          <li>{t('baccarat.rules.beadPlate')}</li>
          <li>{t('baccarat.rules.bigRoad')}</li>
        </ul>
      </section>
    </>
  );
}
