import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { tableBetLabel } from '../table/bet-label.ts';
import { TableHelp } from '../table/table-help.tsx';

/** Dragon tiger help: the rules in brief, the odds the server publishes, how to read the roads. */
export function DragonTigerHelp({ info, failed }: { info: TGameInfoAnswer | null; failed: boolean }) {
  const { t } = useI18n();
  return (
    <TableHelp
      info={info}
      failed={failed}
      betName={(bet) => tableBetLabel(t, 'dragonTiger', bet)}
      rules={
        <ul className="rules">
          <li>{t('dragonTiger.rules.goal')}</li>
          <li>{t('dragonTiger.rules.ranks')}</li>
          <li>{t('dragonTiger.rules.tie')}</li>
          <li>{t('dragonTiger.rules.suitedTie')}</li>
        </ul>
      }
    >
      <section>
        <h3>{t('dragonTiger.roadsTitle')}</h3>
        <ul className="rules">
          <li>{t('dragonTiger.rules.beadPlate')}</li>
          <li>{t('dragonTiger.rules.bigRoad')}</li>
        </ul>
      </section>
    </TableHelp>
  );
}
