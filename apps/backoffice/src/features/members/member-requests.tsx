import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';
import { RequestStateChip } from '../../components/request-state-chip';

const history = {
  pagination: <Pagination rowsPerPageOptions={[10, 25]} />,
  perPage: 10,
  sort: { field: 'id', order: 'DESC' as const },
};

function Requests({ reference }: { reference: 'deposits' | 'withdrawals' }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate(`resources.${reference}.name`, { smart_count: 2 })}
      </Typography>
      <ReferenceManyField reference={reference} target="memberId" {...history}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
          <DataTable.NumberCol source="amount" field={MoneyField} disableSort />
          <DataTable.Col source="state" disableSort>
            <RequestStateChip />
          </DataTable.Col>
          <DataTable.Col source="staffLogin" disableSort />
          <DataTable.Col source="memo" disableSort />
        </DataTable>
      </ReferenceManyField>
    </>
  );
}

/** The member's deposit and withdrawal requests, every state, newest first. */
export function MemberRequests() {
  return (
    <>
      <Requests reference="deposits" />
      <Requests reference="withdrawals" />
    </>
  );
}
