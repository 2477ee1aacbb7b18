import type { ReactNode } from 'react';
import { TABLE_KINDS, type TGameInfoAnswer, type TTableKind } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

type TableInfo = Extract<TGameInfoAnswer, { kind: TTableKind }>;

const isTableInfo = (info: TGameInfoAnswer): info is TableInfo =>
  (TABLE_KINDS as readonly string[]).includes(info.kind);

/**
 * A table's help: the rules (the screen's own), then every bet with what it pays, its exact house
 * edge and its table limits as the server answers them, and the largest win a round can pay.
 */
export function TableHelp({
  info,
  failed,
  rules,
  betName,
  children,
}: {
  info: TGameInfoAnswer | null;
  failed: boolean;
  rules: ReactNode;
  /** The bet's name as the layout prints it, from the odds row's `bet` (a kind or one key). */
  betName: (bet: string) => string;
  /** Anything the table adds after the odds (the racetrack's call bets, how to read the roads). */
  children?: ReactNode;
}) {
  const { t, won } = useI18n();
  const table = info && isTableInfo(info) ? info : null;
  return (
    <>
      <section>
        <h3>{t('help.rulesTitle')}</h3>
        {rules}
      </section>
      <section>
        <h3>{t('table.oddsTitle')}</h3>
        {table ? (
          <>
            <table className="facts-table">
              <thead>
                <tr>
                  <th scope="col">{t('table.oddsBet')}</th>
                  <th scope="col">{t('table.oddsPays')}</th>
                  <th scope="col">{t('table.oddsEdge')}</th>
                  <th scope="col">{t('table.oddsLimits')}</th>
                </tr>
              </thead>
              <tbody>
                {table.odds.map((row) => (
                  <tr key={row.bet}>
                    <th scope="row">{betName(row.bet)}</th>
                    <td>{row.pays}</td>
                    <td>{row.houseEdgePercent}%</td>
                    <td>{t('table.limitRange', { min: won(row.min), max: won(row.max) })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="panel-note">{t('table.edgeNote')}</p>
            <p className="panel-note">{t('table.maxWin', { multiple: table.maxWinMultiple })}</p>
          </>
        ) : (
          <p className="panel-note">{failed ? t('table.oddsUnavailable') : t('common.loading')}</p>
        )}
      </section>
      {children}
    </>
  );
}
