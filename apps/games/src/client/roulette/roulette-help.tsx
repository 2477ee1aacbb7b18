import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { tableBetLabel } from '../table/bet-label.ts';
import { TableHelp } from '../table/table-help.tsx';
import { CALL_BETS, callPockets, type CallBet } from './call-bets.ts';
import { CALL_NAMES } from './racetrack.tsx';

/** What each call bet covers, in words; its chips are listed from the engine's own bundle. */
const CALL_SECTORS: Record<CallBet, MessageKey> = {
  voisins: 'roulette.help.voisins',
  tiers: 'roulette.help.tiers',
  orphelins: 'roulette.help.orphelins',
  zero: 'roulette.help.zero',
};

/** The roulette help: the rules in brief, the odds table with limits, and the racetrack's bets. */
export function RouletteHelp({ info, failed }: { info: TGameInfoAnswer | null; failed: boolean }) {
  const { t } = useI18n();
  const betName = (bet: string) => tableBetLabel(t, 'roulette', bet);
  return (
    <TableHelp
      info={info}
      failed={failed}
      betName={betName}
      rules={
        <ul className="rules">
          <li>{t('roulette.help.wheel')}</li>
          <li>{t('roulette.help.inside')}</li>
          <li>{t('roulette.help.outside')}</li>
          <li>{t('roulette.help.placing')}</li>
          <li>{t('roulette.help.zeroRule')}</li>
          <li>{t('roulette.help.noCarry')}</li>
        </ul>
      }
    >
      <section>
        <h3>{t('roulette.help.racetrackTitle')}</h3>
        <ul className="rules">
          <li>{t('roulette.help.neighbours')}</li>
          {(Object.keys(CALL_BETS) as CallBet[]).map((call) => {
            const bets = CALL_BETS[call]();
            const chips = bets.reduce((sum, bet) => sum + bet.units, 0);
            return (
              <li key={call}>
                <strong>{t(CALL_NAMES[call].name)}</strong>{' '}
                {t('roulette.help.callSummary', {
                  sector: t(CALL_SECTORS[call]),
                  count: callPockets(bets).length,
                  chips,
                })}{' '}
                <span className="rl-help__bets">
                  {bets
                    .map((bet) => `${betName(bet.key)}${bet.units > 1 ? ` ×${bet.units}` : ''}`)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
          <li>{t('roulette.help.wholeCall')}</li>
        </ul>
      </section>
    </TableHelp>
  );
}
