import { DataTable, FunctionField, ReferenceManyField, useTranslate } from 'react-admin';
import type { TProtectionReviewRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { referencePaging } from './reference-paging';

/** What staff did about the member's markers, newest first (reviews are never changed). */
export function ReviewTable() {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="protection-reviews" target="memberId" {...referencePaging}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
        <DataTable.Col source="staffLogin" disableSort />
        <DataTable.Col source="action" disableSort>
          <FunctionField<TProtectionReviewRow>
            render={(row) => translate(`protection.review.actions.${row.action}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort />
      </DataTable>
    </ReferenceManyField>
  );
}
