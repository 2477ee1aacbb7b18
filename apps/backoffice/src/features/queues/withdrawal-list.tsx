import { Chip, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { TWithdrawRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberCell } from '../../components/member-cell';
import { MoneyField } from '../../components/money-field';
import { RequestStateChip } from '../../components/request-state-chip';
import { QUEUE_REFRESH_MS, WRAP } from './deposit-list';
import { RequestActions } from './request-actions';
import { requestFilters } from './request-filters';

const Column = DataTable.Col<TWithdrawRow>;
const NumberColumn = DataTable.NumberCol<TWithdrawRow>;

/** Large withdrawals carry a badge until a second staff member approves them. */
function ApprovalBadge({ row }: { row: TWithdrawRow }) {
  const translate = useTranslate();
  if (!row.needsApproval) return null;
  return row.approvedAt ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('queues.approved', { login: row.approvedByLogin ?? '' })}
    />
  ) : (
    <Chip size="small" color="warning" label={translate('queues.needsApproval')} />
  );
}

/** The account to pay, as the member gave it when applying: bank and number over the holder. */
function BankAccount({ row }: { row: TWithdrawRow }) {
  return (
    <>
      {row.bankName} {row.bankNumber}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.2 }}>
        {row.bankOwner}
      </Typography>
    </>
  );
}

/** The withdrawal queue, oldest pending first, with the account to pay. */
export function WithdrawalList() {
  return (
    <List
      filters={requestFilters}
      filterDefaultValues={{ state: 'pending' }}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      queryOptions={{ refetchInterval: QUEUE_REFRESH_MS }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} />
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberCell id={row.memberId} userId={row.userId} nick={row.nick} />}
        />
        <Column source="bankNumber" disableSort render={(row) => <BankAccount row={row} />} />
        <NumberColumn source="amount" field={MoneyField} />
        <Column source="state" disableSort>
          <RequestStateChip />
        </Column>
        <Column label="queues.actions" disableSort>
          <RequestActions queue="withdrawals" />
        </Column>
        <Column source="needsApproval" disableSort render={(row) => <ApprovalBadge row={row} />} />
        <Column source="staffLogin" disableSort />
        <Column source="memo" disableSort cellSx={() => WRAP} />
        <Column
          source="updatedAt"
          render={(row) =>
            row.state === 'waiting' ? null : <DateTimeField record={row} source="updatedAt" />
          }
        />
      </DataTable>
    </List>
  );
}
