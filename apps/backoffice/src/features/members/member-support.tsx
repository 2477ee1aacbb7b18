import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { DateTimeField } from '../../components/date-time-field';
import { TicketStateChip } from '../support';

const history = {
  pagination: <Pagination rowsPerPageOptions={[10, 25]} />,
  perPage: 10,
  sort: { field: 'id', order: 'DESC' as const },
};

/** Notes sent to the member, with when they read or deleted them. */
export function MemberNotes() {
  return (
    <ReferenceManyField reference="notes" target="memberId" {...history}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="readAt" field={DateTimeField} disableSort />
        <DataTable.Col source="deletedAt" field={DateTimeField} disableSort />
      </DataTable>
    </ReferenceManyField>
  );
}

/** The member's customer-service tickets; a row opens the conversation. */
export function MemberTickets() {
  return (
    <ReferenceManyField reference="tickets" target="memberId" {...history}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="lastAt" field={DateTimeField} disableSort />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col
          source="state"
          disableSort
          render={(row: { state: 'open' | 'answered' | 'closed' }) => <TicketStateChip state={row.state} />}
        />
        <DataTable.NumberCol source="replyCount" disableSort />
      </DataTable>
    </ReferenceManyField>
  );
}
