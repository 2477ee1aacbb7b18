import { List, NumberInput, SelectInput } from 'react-admin';
import { ZMoneyKind } from '@haneul/contract';
import { MoneyTable } from './money-table';

const moneyFilters = [
  <NumberInput key="memberId" source="memberId" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    emptyText="app.common.all"
    choices={ZMoneyKind.options.map((kind) => ({ id: kind, name: `members.kinds.${kind}` }))}
  />,
  <SelectInput
    key="account"
    source="account"
    emptyText="app.common.all"
    choices={(['cash', 'comp', 'hold', 'commission', 'game'] as const).map((account) => ({
      id: account,
      name: `members.accounts.${account}`,
    }))}
  />,
];

/** Every member's money history, newest first; narrow it to one member by number. */
export function MoneyList() {
  return (
    <List filters={moneyFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <MoneyTable />
    </List>
  );
}
