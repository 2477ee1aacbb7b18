import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZTicketRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { TicketStateChip } from './ticket-state-chip';

type Ticket = z.infer<typeof ZTicketRow>;
const Column = DataTable.Col<Ticket>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={(['open', 'answered', 'closed'] as const).map((state) => ({
      id: state,
      name: `support.states.${state}`,
    }))}
  />,
  <SelectInput
    key="kind"
    source="kind"
    emptyText="app.common.all"
    choices={(['general', 'account_ask', 'password_help'] as const).map((kind) => ({
      id: kind,
      name: `support.kinds.${kind}`,
    }))}
  />,
];

function Kind({ row }: { row: Ticket }) {
  const translate = useTranslate();
  return <>{translate(`support.kinds.${row.kind}`)}</>;
}

/** Tickets by latest activity; open ones (waiting for staff) first by default. */
export function TicketList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'lastAt', order: 'ASC' }}
      perPage={50}
      queryOptions={{ refetchInterval: 30_000 }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="lastAt" field={DateTimeField} />
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberLink id={row.memberId} label={row.userId} />}
        />
        <Column source="nick" disableSort />
        <Column source="kind" disableSort render={(row) => <Kind row={row} />} />
        <Column source="title" disableSort />
        <Column source="state" disableSort render={(row) => <TicketStateChip state={row.state} />} />
        <DataTable.NumberCol source="replyCount" disableSort />
        <Column source="createdAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
