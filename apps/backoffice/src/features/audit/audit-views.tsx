import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  NumberInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { ZAuditRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { diffRecords } from './audit-diff';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-values';

type AuditRow = z.infer<typeof ZAuditRow>;
const Column = DataTable.Col<AuditRow>;

const filters = [
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    emptyText="app.common.all"
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: `audit.actions.${action}` }))}
  />,
  <SelectInput
    key="targetType"
    source="targetType"
    alwaysOn
    emptyText="app.common.all"
    choices={AUDIT_TARGETS.map((target) => ({ id: target, name: `audit.targets.${target}` }))}
  />,
  <TextInput key="targetId" source="targetId" />,
  <NumberInput key="staffId" source="staffId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** A logged value in words; one the catalogue does not know yet shows as written. */
function Value({ group, value }: { group: 'actions' | 'targets'; value: string }) {
  const translate = useTranslate();
  return <>{translate(`audit.${group}.${value}`, { _: value })}</>;
}

/** The staff member who acted; a failed sign-in has none (the id tried is its target). */
function StaffName({ row }: { row: AuditRow }) {
  const translate = useTranslate();
  return <>{row.staffLogin ?? translate('audit.noStaff')}</>;
}

/** Every staff action, newest first. Read-only: the database refuses to change the log. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="staffLogin" disableSort render={(row) => <StaffName row={row} />} />
        <Column source="action" disableSort render={(row) => <Value group="actions" value={row.action} />} />
        <Column
          source="targetType"
          disableSort
          render={(row) => <Value group="targets" value={row.targetType} />}
        />
        <Column source="targetId" disableSort />
        <Column source="ip" disableSort />
      </DataTable>
    </List>
  );
}

function Diff() {
  const record = useRecordContext<AuditRow>();
  const translate = useTranslate();
  if (!record) return null;
  const lines = diffRecords(record.before, record.after);
  if (lines.length === 0) return <Typography variant="body2">{translate('audit.nothing')}</Typography>;
  return (
    <Table size="small" sx={{ maxWidth: 960 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('audit.field')}</TableCell>
          <TableCell>{translate('audit.before')}</TableCell>
          <TableCell>{translate('audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.field} sx={line.changed ? { bgcolor: 'rgba(212, 160, 44, 0.1)' } : undefined}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{line.field}</TableCell>
            <TableCell sx={{ color: line.changed ? 'error.main' : undefined, wordBreak: 'break-all' }}>
              {line.before}
            </TableCell>
            <TableCell sx={{ color: line.changed ? 'success.dark' : undefined, wordBreak: 'break-all' }}>
              {line.after}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A translated field of the shown record; `source` also gives SimpleShowLayout its label. */
function RecordValue({ source }: { source: 'staffLogin' | 'action' | 'targetType' }) {
  const record = useRecordContext<AuditRow>();
  if (!record) return null;
  if (source === 'staffLogin') return <StaffName row={record} />;
  return source === 'action' ? (
    <Value group="actions" value={record.action} />
  ) : (
    <Value group="targets" value={record.targetType} />
  );
}

export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <RecordValue source="staffLogin" />
        <RecordValue source="action" />
        <RecordValue source="targetType" />
        <TextField source="targetId" />
        <TextField source="ip" />
        <Diff />
      </SimpleShowLayout>
    </Show>
  );
}
