import { BooleanField, DataTable, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZBetRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { MoneyField } from '../../components/money-field';

type BetRow = z.infer<typeof ZBetRow>;
const Column = DataTable.Col<BetRow>;
const NumberColumn = DataTable.NumberCol<BetRow>;

function Kind({ row }: { row: BetRow }) {
  const translate = useTranslate();
  return <>{translate(`members.betKinds.${row.kind}`)}</>;
}

/** Wallet-protocol transactions from the game providers, as they arrived. */
export function BetTable({ showMember = true }: { showMember?: boolean }) {
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
      <Column source="gameCode" disableSort />
      <Column source="kind" disableSort render={(row) => <Kind row={row} />} />
      <NumberColumn source="amount" field={MoneyField} />
      <Column source="result" disableSort />
      <Column source="rolledBack" field={BooleanField} disableSort />
      <Column source="roundId" disableSort />
    </DataTable>
  );
}
