import { DataTable, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZGameTransferRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { MoneyField } from '../../components/money-field';

type GameTransferRow = z.infer<typeof ZGameTransferRow>;
const Column = DataTable.Col<GameTransferRow>;
const NumberColumn = DataTable.NumberCol<GameTransferRow>;

function Direction({ row }: { row: GameTransferRow }) {
  const translate = useTranslate();
  return <>{translate(`members.transferDirections.${row.direction}`)}</>;
}

function State({ row }: { row: GameTransferRow }) {
  const translate = useTranslate();
  return <>{translate(`members.transferStates.${row.state}`)}</>;
}

/**
 * Transfers to and from transfer-wallet providers: a `pending` one is still being asked (attempts
 * and the last attempt show how long), a settlement's amount is what play at the provider moved.
 */
export function GameTransferTable({ showMember = true }: { showMember?: boolean }) {
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="id" />
      <Column source="createdAt" field={DateTimeField} disableSort />
      {showMember && (
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberLink id={row.memberId} label={row.userId} />}
        />
      )}
      <Column source="providerCode" disableSort />
      <Column source="direction" disableSort render={(row) => <Direction row={row} />} />
      <NumberColumn source="amount" field={MoneyField} disableSort />
      <Column source="state" disableSort render={(row) => <State row={row} />} />
      <NumberColumn source="attempts" disableSort />
      <Column source="lastAttemptAt" field={DateTimeField} disableSort />
      <Column source="finishedAt" field={DateTimeField} disableSort />
    </DataTable>
  );
}
