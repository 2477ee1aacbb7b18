import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  NumberInput,
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

type AuditRow = z.infer<typeof ZAuditRow>;
const Column = DataTable.Col<AuditRow>;

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="targetType" source="targetType" alwaysOn />,
  <TextInput key="targetId" source="targetId" />,
  <NumberInput key="staffId" source="staffId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Every staff action, newest first. Read-only: the database refuses to change the log. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="staffLogin" disableSort />
        <Column source="action" disableSort />
        <Column source="targetType" disableSort />
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

export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <TextField source="staffLogin" />
        <TextField source="action" />
        <TextField source="targetType" />
        <TextField source="targetId" />
        <TextField source="ip" />
        <Diff />
      </SimpleShowLayout>
    </Show>
  );
}
