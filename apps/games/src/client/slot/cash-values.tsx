import type { SlotHoldAndSpin } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';

/**
 * A hold-and-spin title's cash values at the current bet, each with its exact chance among the
 * values (weight over the table's total weight): the same table draws the base window's values
 * and every cash symbol a respin lands.
 */
export function CashValues({ rules, bet }: { rules: SlotHoldAndSpin; bet: number }) {
  const { t, won, fmt } = useI18n();
  const total = rules.values.reduce((sum, entry) => sum + entry.weight, 0);
  return (
    <table className="facts-table" data-testid="cash-values">
      <thead>
        <tr>
          <th scope="col">{t('help.cashValue')}</th>
          <th scope="col">{t('help.cashChance')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.values.map(({ value, weight }) => (
          <tr key={value}>
            <td>{won(value * bet)}</td>
            <td>{fmt.percent(weight / total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
