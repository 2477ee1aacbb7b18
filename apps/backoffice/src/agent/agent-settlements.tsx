import { DataTable, List } from 'react-admin';
import { DateTimeField } from '../components/date-time-field';
import { MoneyField } from '../components/money-field';

/** Commission paid out to the agent, newest first. */
export function AgentSettlements() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.NumberCol source="amount" field={MoneyField} disableSort />
        <DataTable.Col source="memo" disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
