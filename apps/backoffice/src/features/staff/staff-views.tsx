import { Alert } from '@mui/material';
import {
  BooleanField,
  Create,
  DataTable,
  Edit,
  List,
  PasswordInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  minLength,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { TStaffAccount } from '@haneul/contract';
import { ActionButton } from '../../components/action-button';
import { DateTimeField } from '../../components/date-time-field';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar';
import { useBackoffice } from '../../components/use-backoffice';

const Column = DataTable.Col<TStaffAccount>;
const ROLES = [
  { id: 'operator', name: 'app.roles.operator' },
  { id: 'admin', name: 'app.roles.admin' },
];
const STATES = [
  { id: 'active', name: 'staff.states.active' },
  { id: 'suspended', name: 'staff.states.suspended' },
];

function Translated({ id }: { id: string }) {
  const translate = useTranslate();
  return <>{translate(id)}</>;
}

export function StaffList() {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={ROLES} alwaysOn emptyText="app.common.all" />,
    <SelectInput key="state" source="state" choices={STATES} emptyText="app.common.all" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <Column source="id" />
        <Column source="login" />
        <Column source="role" disableSort render={(row) => <Translated id={`app.roles.${row.role}`} />} />
        <Column
          source="state"
          disableSort
          render={(row) => <Translated id={`staff.states.${row.state}`} />}
        />
        <Column source="enrolled" field={BooleanField} disableSort />
        <Column source="createdAt" field={DateTimeField} />
        <Column source="lastLoginAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}

export function StaffCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 480 }} defaultValues={{ role: 'operator' }}>
        <TextInput
          source="login"
          validate={[required(), regex(/^[A-Za-z0-9._-]{3,32}$/, 'staff.loginHelp')]}
          helperText="staff.loginHelp"
        />
        <PasswordInput
          source="password"
          validate={[required(), minLength(12), maxLength(128)]}
          helperText="staff.passwordHelp"
        />
        <SelectInput source="role" choices={ROLES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

/** A new secret: the account enrols again at its next sign-in, and its sessions end now. */
function ResetTotpButton() {
  const record = useRecordContext<TStaffAccount>();
  const backoffice = useBackoffice();
  if (!record) return null;
  return (
    <ActionButton
      label="staff.resetTotp"
      color="warning"
      variant="outlined"
      message="staff.confirmResetTotp"
      run={() => backoffice.call('staff.resetTotp', { params: { id: record.id } })}
    />
  );
}

export function StaffEdit() {
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ResetTotpButton />
        </TopToolbar>
      }
    >
      <SimpleForm sx={{ maxWidth: 480 }} toolbar={<SaveOnlyToolbar />}>
        <Alert severity="info">{translate('staff.selfHelp')}</Alert>
        <TextInput source="login" readOnly />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <SelectInput source="state" choices={STATES} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
