import type { ReactNode } from 'react';
import { DataTable, List } from 'react-admin';
import type { TDepositRow, TWithdrawRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberCell } from '../../components/member-cell';
import { MoneyField } from '../../components/money-field';
import { RequestStateChip } from '../../components/request-state-chip';
import { RequestActions } from './request-actions';
import { requestFilters } from './request-filters';

/** How often an open queue asks for new requests: operators leave it on screen. */
const QUEUE_REFRESH_MS = 15_000;

/** Free text wraps; everything else in a queue row stays on one line. */
const WRAP = { whiteSpace: 'normal', minWidth: 140 } as const;

type QueueRow = TDepositRow | TWithdrawRow;
const Column = DataTable.Col<QueueRow>;
const NumberColumn = DataTable.NumberCol<QueueRow>;

/**
 * A request queue (deposits or withdrawals), oldest pending first, refreshed while on screen; the
 * actions sit beside the state, in view on a laptop. `detail` is the queue's own column after the
 * member (who paid in, or the account to pay); `review`, when given, comes after the actions.
 */
export function RequestQueueList({
  queue,
  detail,
  review,
}: {
  queue: 'deposits' | 'withdrawals';
  detail: ReactNode;
  review?: ReactNode;
}) {
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
        {detail}
        <NumberColumn source="amount" field={MoneyField} />
        <Column source="state" disableSort>
          <RequestStateChip />
        </Column>
        <Column label="queues.actions" disableSort>
          <RequestActions queue={queue} />
        </Column>
        {review}
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
