import {
  Create,
  CreateButton,
  DataTable,
  List,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  regex,
  required,
  useGetList,
} from 'react-admin';
import { DateTimeField } from '../components/date-time-field';

/** Site domains that send registrations to this agent, each with the code it prefills. */
export function AgentDomains() {
  return (
    <List
      pagination={false}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="agent.domains.create" />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="domain" disableSort />
        <DataTable.Col source="code" disableSort />
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}

const validateDomain = [
  required(),
  regex(/^(?!-)[A-Za-z0-9-]{1,63}(\.(?!-)[A-Za-z0-9-]{1,63})+$/, 'agent.domains.help'),
];

/** No code chosen means the main code: the API takes that as the field left out. */
const withoutEmptyCode = ({ domain, code }: { domain: string; code?: string | null }) => ({
  domain,
  ...(code ? { code } : {}),
});

/** A domain and, optionally, which of the agent's codes it prefills (the main code when empty). */
export function AgentDomainCreate() {
  const { data: codes = [] } = useGetList<{ id: number; code: string }>('codes');
  return (
    <Create redirect="list" title="agent.domains.create" transform={withoutEmptyCode}>
      <SimpleForm>
        <TextInput source="domain" validate={validateDomain} helperText="agent.domains.help" />
        <SelectInput
          source="code"
          choices={codes.map(({ code }) => ({ id: code, name: code }))}
          helperText="agent.domains.codeHelp"
          emptyText="app.common.none"
        />
      </SimpleForm>
    </Create>
  );
}
