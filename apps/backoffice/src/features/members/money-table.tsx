import { DataTable, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZMoneyRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { MoneyField } from '../../components/money-field';

type MoneyRow = z.infer<typeof ZMoneyRow>;
const Column = DataTable.Col<MoneyRow>;
const NumberColumn = DataTable.NumberCol<MoneyRow>;

function Translated({ prefix, value }: { prefix: string; value: string }) {
  const translate = useTranslate();
  return <>{translate(`${prefix}.${value}`, { _: value })}</>;
}

/** Postings on member accounts, signed: what moved, on which account, and why. */
export function MoneyTable({ showMember = true }: { showMember?: boolean }) {
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
      <Column
        source="account"
        disableSort
        render={(row) => <Translated prefix="members.accounts" value={row.account} />}
      />
      <Column
        source="kind"
        disableSort
        render={(row) => <Translated prefix="members.kinds" value={row.kind} />}
      />
      <NumberColumn
        source="amount"
        disableSort
        field={MoneyField}
        cellSx={(row) => ({ color: row.amount < 0 ? 'error.main' : 'success.dark' })}
      />
      <Column source="memo" disableSort />
    </DataTable>
  );
}
