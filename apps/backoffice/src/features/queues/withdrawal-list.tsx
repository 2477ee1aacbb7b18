import { Chip, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { TWithdrawRow } from '@haneul/contract';
import { RequestQueueList } from './request-queue-list';

const Column = DataTable.Col<TWithdrawRow>;

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

/** The withdrawal queue, with the account to pay and the second approval large amounts need. */
export function WithdrawalList() {
  return (
    <RequestQueueList
      queue="withdrawals"
      detail={<Column source="bankNumber" disableSort render={(row) => <BankAccount row={row} />} />}
      review={<Column source="needsApproval" disableSort render={(row) => <ApprovalBadge row={row} />} />}
    />
  );
}
