import { Alert } from '@mui/material';
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
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../components/date-time-field';
import { DomainStateChip } from '../components/domain-state-chip';

/**
 * The domains this agent asked for, each with the code it prefills and its state: only an approved
 * one sends registrations to the agent.
 */
export function AgentDomains() {
  const translate = useTranslate();
  return (
    <List
      aside={
        <Alert severity="info" sx={{ ml: 2, maxWidth: 280, alignSelf: 'flex-start' }}>
          {translate('agent.domains.approval')}
        </Alert>
      }
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
        <DataTable.Col source="state" disableSort>
          <DomainStateChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
        <DataTable.Col source="decidedAt" field={DateTimeField} disableSort />
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

/**
 * A domain request and, optionally, which of the agent's codes it prefills (the main code when
 * empty); it counts once the operator approves it.
 */
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
