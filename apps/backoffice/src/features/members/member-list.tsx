import { DataTable, List, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { TMemberRow } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MoneyField } from '../../components/money-field';
import { MemberStateChip } from './member-state-chip';

const Column = DataTable.Col<TMemberRow>;
const NumberColumn = DataTable.NumberCol<TMemberRow>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={[
      { id: 'active', name: 'members.states.active' },
      { id: 'suspended', name: 'members.states.suspended' },
    ]}
  />,
  <ReferenceInput key="level" source="level" reference="levels" alwaysOn>
    <SelectInput optionText="name" emptyText="app.common.all" />
  </ReferenceInput>,
  <SelectInput
    key="playType"
    source="playType"
    choices={[
      { id: 'user', name: 'members.playTypes.user' },
      { id: 'agent', name: 'members.playTypes.agent' },
    ]}
  />,
];

function PlayType({ row }: { row: TMemberRow }) {
  const translate = useTranslate();
  return <>{translate(`members.playTypes.${row.playType}`)}</>;
}

/** Members, newest first; search by login id, nickname or phone. */
export function MemberList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="userId" />
        <Column source="nick" />
        <Column source="phone" disableSort />
        <Column source="level" disableSort />
        <Column source="playType" disableSort render={(row) => <PlayType row={row} />} />
        <Column source="state" disableSort render={(row) => <MemberStateChip state={row.state} />} />
        <Column source="agentUserId" disableSort />
        <NumberColumn source="cash" field={MoneyField} />
        <NumberColumn source="comp" field={MoneyField} disableSort />
        <Column source="createdAt" field={DateTimeField} />
        <Column source="lastLoginAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
