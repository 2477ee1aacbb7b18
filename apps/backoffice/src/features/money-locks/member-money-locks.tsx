import { Box, Stack } from '@mui/material';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import type { TMemberDetail } from '@haneul/contract';
import { AddMoneyLockButton } from './add-money-lock-button';
import { MoneyLockTable } from './money-lock-table';

/** The member's tab: their own locks, in force and lifted, with a lock button (level and site locks are on the locks screen). */
export function MemberMoneyLocks() {
  const member = useRecordContext<TMemberDetail>();
  if (!member) return null;
  return (
    <Box data-money-locks="member">
      <Stack direction="row" sx={{ my: 1 }}>
        <AddMoneyLockButton target={{ scope: 'member', memberId: member.id }} />
      </Stack>
      <ReferenceManyField
        reference="money-locks"
        target="memberId"
        pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
        perPage={10}
        sort={{ field: 'id', order: 'DESC' }}
      >
        <MoneyLockTable />
      </ReferenceManyField>
    </Box>
  );
}
