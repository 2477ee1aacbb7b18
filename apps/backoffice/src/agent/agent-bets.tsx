import { DataTable, List, NumberInput, SelectInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZAgentPageBet } from '@haneul/contract';
import { DateTimeField } from '../components/date-time-field';
import { MoneyField } from '../components/money-field';

type Bet = z.infer<typeof ZAgentPageBet>;
const Column = DataTable.Col<Bet>;
const NumberColumn = DataTable.NumberCol<Bet>;

const KINDS = ['bet', 'win', 'rollback'] as const;
const filters = [
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    emptyText="app.common.all"
    choices={KINDS.map((kind) => ({ id: kind, name: `agent.kinds.${kind}` }))}
  />,
  <NumberInput key="memberId" source="memberId" label="app.common.member" />,
];

function Kind({ row }: { row: Bet }) {
  const translate = useTranslate();
  return <>{translate(`agent.kinds.${row.kind}`)}</>;
}

/** Bets, wins and rollbacks of the subtree's members, newest first. */
export function AgentBets() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="userId" disableSort />
        <Column source="providerCode" disableSort />
        <Column source="gameCode" disableSort />
        <Column source="kind" disableSort render={(row) => <Kind row={row} />} />
        <NumberColumn source="amount" field={MoneyField} />
        <Column source="roundId" disableSort />
      </DataTable>
    </List>
  );
}
