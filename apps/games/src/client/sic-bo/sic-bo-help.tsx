import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { tableBetLabel } from '../table/bet-label.ts';
import { TableHelp } from '../table/table-help.tsx';
import { SINGLE_PAYS } from './sic-bo-layout.ts';

/** Sic bo help: the rules in brief, then the odds, edges and limits the server publishes. */
export function SicBoHelp({ info, failed }: { info: TGameInfoAnswer | null; failed: boolean }) {
  const { t } = useI18n();
  return (
    <TableHelp
      info={info}
      failed={failed}
      betName={(bet) => tableBetLabel(t, 'sicBo', bet)}
      rules={
        <ul className="rules">
          <li>{t('sicBo.rules.dice')}</li>
          <li>{t('sicBo.rules.bigSmall')}</li>
          <li>{t('sicBo.rules.totals')}</li>
          <li>{t('sicBo.rules.singles', SINGLE_PAYS)}</li>
          <li>{t('sicBo.rules.combos')}</li>
          <li>{t('sicBo.rules.doubles')}</li>
          <li>{t('sicBo.rules.history')}</li>
        </ul>
      }
    />
  );
}
