import { BooleanInput, DataTable, List, NumberInput, SearchInput } from 'react-admin';
import type { z } from 'zod';
import type { ZAgentRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';

type Agent = z.infer<typeof ZAgentRow>;
const Column = DataTable.Col<Agent>;
const NumberColumn = DataTable.NumberCol<Agent>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="root" source="root" alwaysOn />,
  <NumberInput key="parentId" source="parentId" />,
];

/** Agents with their direct members, sub-agents and unsettled commission. */
export function AgentList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="userId" />
        <Column source="nick" disableSort />
        <Column source="agentCode" disableSort />
        <Column source="parentUserId" disableSort />
        <NumberColumn source="memberCount" disableSort />
        <NumberColumn source="subAgentCount" disableSort />
        <NumberColumn source="commission" field={MoneyField} />
        <Column source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
