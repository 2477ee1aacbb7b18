import { DataTable, List, NumberInput, SelectInput } from 'react-admin';
import type { z } from 'zod';
import { REQUEST_STATES, type ZAgentPageRequest } from '@haneul/contract';
import { DateTimeField } from '../components/date-time-field';
import { MoneyField } from '../components/money-field';
import { RequestStateChip } from '../components/request-state-chip';

type Request = z.infer<typeof ZAgentPageRequest>;
const Column = DataTable.Col<Request>;
const NumberColumn = DataTable.NumberCol<Request>;

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={REQUEST_STATES.map((state) => ({ id: state, name: `app.requestStates.${state}` }))}
  />,
  <NumberInput key="memberId" source="memberId" label="app.common.member" />,
];

/** The subtree's deposits or withdrawals, newest first: read-only. */
export function AgentRequests() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="userId" disableSort />
        <NumberColumn source="amount" field={MoneyField} />
        <Column source="state" disableSort>
          <RequestStateChip />
        </Column>
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="updatedAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
