import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { ZAgentDomainState, type TAgentDomainRequest } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { DomainStateChip } from '../../components/domain-state-chip';
import { MemberLink } from '../../components/member-link';
import { DomainRequestActions } from './domain-request-actions';

const Column = DataTable.Col<TAgentDomainRequest>;

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    choices={ZAgentDomainState.options.map((state) => ({ id: state, name: `app.domainStates.${state}` }))}
  />,
  <TextInput key="q" source="q" alwaysOn />,
];

/**
 * Domains agents asked for, the pending ones first by default: a domain prefills an agent's code at
 * sign-up only once approved here. The operator's own domains (site settings) cannot be approved.
 */
export function DomainRequestList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'pending' }}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="domain" />
        <Column
          source="agentUserId"
          disableSort
          render={(row) => <MemberLink id={row.agentId} label={row.agentUserId} />}
        />
        <Column source="code" disableSort />
        <Column source="state" disableSort>
          <DomainStateChip />
        </Column>
        <Column label="agents.domainRequests.actions" disableSort>
          <DomainRequestActions />
        </Column>
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="decidedBy" disableSort />
        <Column source="decidedAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
