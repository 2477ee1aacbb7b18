import { DataTable } from 'react-admin';
import type { TDepositRow } from '@haneul/contract';
import { RequestQueueList } from './request-queue-list';

const Column = DataTable.Col<TDepositRow>;

/** The deposit queue, with the name the money was sent under. */
export function DepositList() {
  return <RequestQueueList queue="deposits" detail={<Column source="depositorName" disableSort />} />;
}
