import { DataTable, List, NumberInput } from 'react-admin';
import type { z } from 'zod';
import type { ZSettlementRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';

type Settlement = z.infer<typeof ZSettlementRow>;
const Column = DataTable.Col<Settlement>;

/** Every commission payout, newest first; settle from an agent's page. */
export function SettlementList() {
  return (
    <List
      filters={[<NumberInput key="agentId" source="agentId" alwaysOn />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, row) => `/agents/${row.agentId}/show/settlements`}
      >
        <Column source="id" />
        <Column source="agentUserId" disableSort />
        <DataTable.NumberCol source="amount" field={MoneyField} />
        <Column source="staffLogin" disableSort />
        <Column source="memo" disableSort />
        <Column source="createdAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
