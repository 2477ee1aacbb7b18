import {
  BooleanField,
  Create,
  CreateButton,
  DataTable,
  List,
  SimpleForm,
  TextInput,
  TopToolbar,
  regex,
  required,
} from 'react-admin';
import { DateTimeField } from '../components/date-time-field';

/** The agent's referral codes: the main one first, then those it made. */
export function AgentCodes() {
  return (
    <List
      pagination={false}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="agent.codes.create" />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="primary" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}

/** Same rule as the API (3-16 letters or digits), so a typo is caught before the round trip. */
export const validateReferralCode = [required(), regex(/^[A-Za-z0-9]{3,16}$/, 'agent.codes.help')];

export function AgentCodeCreate() {
  return (
    <Create redirect="list" title="agent.codes.create">
      <SimpleForm>
        <TextInput source="code" validate={validateReferralCode} helperText="agent.codes.help" />
      </SimpleForm>
    </Create>
  );
}
