import { DataTable, FunctionField, ReferenceManyField, useTranslate } from 'react-admin';
import type { TLimitEventRow as LimitEvent } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { useLimitAmount } from './limit-amount';
import { referencePaging } from './reference-paging';

/** Every change of the member's limits: theirs, and the cooling-off's outcome, newest first. */
export function LimitHistory() {
  const translate = useTranslate();
  const amountOf = useLimitAmount();
  const amount = (value: number | null, kind: LimitEvent['kind']) =>
    value === null ? '–' : amountOf(kind, value);
  return (
    <ReferenceManyField reference="limit-events" target="memberId" {...referencePaging}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
        <DataTable.Col source="kind" disableSort>
          <FunctionField<LimitEvent>
            render={(row) =>
              `${translate(`protection.kinds.${row.kind}`)} · ${translate(`protection.periods.${row.period}`)}`
            }
          />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <FunctionField<LimitEvent> render={(row) => translate(`protection.actions.${row.action}`)} />
        </DataTable.Col>
        <DataTable.Col source="previous" disableSort>
          <FunctionField<LimitEvent> render={(row) => amount(row.previous, row.kind)} />
        </DataTable.Col>
        <DataTable.Col source="amount" disableSort>
          <FunctionField<LimitEvent> render={(row) => amount(row.amount, row.kind)} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}
