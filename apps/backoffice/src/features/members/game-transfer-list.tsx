import { List, NumberInput, SelectInput } from 'react-admin';
import { GameTransferTable } from './game-transfer-table';

const transferFilters = [
  <NumberInput key="memberId" source="memberId" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={(['pending', 'done', 'failed'] as const).map((state) => ({
      id: state,
      name: `members.transferStates.${state}`,
    }))}
  />,
];

/** Every member's game-wallet transfers, newest first: the desk looks here for ones still pending. */
export function GameTransferList() {
  return (
    <List filters={transferFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <GameTransferTable />
    </List>
  );
}
