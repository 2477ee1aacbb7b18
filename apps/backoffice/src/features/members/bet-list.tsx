import { DateInput, List, NumberInput, SelectInput, TextInput } from 'react-admin';
import { BetTable } from './bet-table';

const betFilters = [
  <NumberInput key="memberId" source="memberId" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    emptyText="app.common.all"
    choices={(['bet', 'win', 'rollback'] as const).map((kind) => ({
      id: kind,
      name: `members.betKinds.${kind}`,
    }))}
  />,
  <TextInput key="providerCode" source="providerCode" />,
  <TextInput key="gameCode" source="gameCode" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Bets, wins and rollbacks across all members, newest first. */
export function BetList() {
  return (
    <List filters={betFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <BetTable />
    </List>
  );
}
