import {
  BooleanField,
  DataTable,
  FunctionField,
  ReferenceManyField,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { TExclusionRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { CorrectExclusionButton } from './correct-exclusion-button';
import { referencePaging } from './reference-paging';

/** The member's time-outs and self-exclusions, in force and past, with any admin correction. */
export function ExclusionTable() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <ReferenceManyField reference="exclusions" target="memberId" {...referencePaging}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="kind" disableSort>
          <FunctionField<TExclusionRow>
            render={(row) =>
              `${translate(`protection.exclusionKinds.${row.kind}`)} · ${translate(`protection.exclusionPeriods.${row.period}`)}`
            }
          />
        </DataTable.Col>
        <DataTable.Col source="startsAt" field={DateTimeField} disableSort />
        <DataTable.Col source="until" disableSort>
          <DateTimeField source="until" emptyText="protection.indefinite" />
        </DataTable.Col>
        <DataTable.Col source="endRequestedAt" field={DateTimeField} disableSort />
        <DataTable.Col source="inForce" field={BooleanField} disableSort />
        <DataTable.Col source="correctionNote" disableSort />
        <DataTable.Col source="correctedByLogin" disableSort />
        {permissions === 'admin' && (
          <DataTable.Col disableSort>
            <CorrectExclusionButton />
          </DataTable.Col>
        )}
      </DataTable>
    </ReferenceManyField>
  );
}
