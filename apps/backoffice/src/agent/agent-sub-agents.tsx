import { DataTable, List, SearchInput } from 'react-admin';

/** Agents below this one, at any depth. */
export function AgentSubAgents() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="userId" />
        <DataTable.Col source="nick" disableSort />
        <DataTable.Col source="agentCode" disableSort />
        <DataTable.NumberCol source="depth" disableSort />
        <DataTable.NumberCol source="memberCount" disableSort />
      </DataTable>
    </List>
  );
}
