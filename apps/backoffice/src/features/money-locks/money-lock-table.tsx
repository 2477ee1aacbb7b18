import { DataTable, FunctionField, useTranslate } from 'react-admin';
import type { TMoneyLockRow } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { useBackoffice } from '../../components/use-backoffice';

function LiftButton({ lock }: { lock: TMoneyLockRow }) {
  const backoffice = useBackoffice();
  if (lock.liftedAt !== null) return null;
  return (
    <ActionButton
      label="moneyLocks.lift"
      color="success"
      message="moneyLocks.liftMessage"
      run={() => backoffice.call('moneyLocks.lift', { params: { id: lock.id } })}
    />
  );
}

/** Whom the lock holds: the member (linked), the level, or the whole site. */
function TargetCell({ lock }: { lock: TMoneyLockRow }) {
  const translate = useTranslate();
  if (lock.scope === 'member') return <MemberLink id={lock.memberId} label={lock.userId} />;
  if (lock.scope === 'level') return <>{translate('moneyLocks.levelTarget', { level: lock.level })}</>;
  return <>{translate('moneyLocks.scopes.site')}</>;
}

/** Locks in a list or a reference field: whom, what, why, who and when, and a lift for those in force. */
export function MoneyLockTable() {
  const translate = useTranslate();
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="scope" disableSort>
        <FunctionField<TMoneyLockRow> render={(row) => <TargetCell lock={row} />} />
      </DataTable.Col>
      <DataTable.Col source="kind" disableSort>
        <FunctionField<TMoneyLockRow> render={(row) => translate(`moneyLocks.kinds.${row.kind}`)} />
      </DataTable.Col>
      <DataTable.Col source="reason" disableSort />
      <DataTable.Col source="createdBy" disableSort />
      <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
      <DataTable.Col source="liftedBy" disableSort />
      <DataTable.Col source="liftedAt" field={DateTimeField} disableSort />
      <DataTable.Col label="moneyLocks.actions" disableSort>
        <FunctionField<TMoneyLockRow> render={(row) => <LiftButton lock={row} />} />
      </DataTable.Col>
    </DataTable>
  );
}
