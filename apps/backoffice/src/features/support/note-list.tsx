import { CreateButton, DataTable, List, NumberInput, SearchInput, TopToolbar } from 'react-admin';
import type { z } from 'zod';
import type { ZNoteRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';

type Note = z.infer<typeof ZNoteRow>;
const Column = DataTable.Col<Note>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="memberId" source="memberId" />,
];

/** Notes sent to members, newest first, with whether each was read. */
export function NoteList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} />
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberLink id={row.memberId} label={row.userId} />}
        />
        <Column source="title" disableSort />
        <Column source="readAt" field={DateTimeField} disableSort />
        <Column source="deletedAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
