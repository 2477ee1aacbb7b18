import { Button } from '@mui/material';
import { DataTable, Link, List, SearchInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZAgentPageMember } from '@haneul/contract';
import { DateTimeField } from '../components/date-time-field';
import { MoneyField } from '../components/money-field';

type Member = z.infer<typeof ZAgentPageMember>;
const Column = DataTable.Col<Member>;
const NumberColumn = DataTable.NumberCol<Member>;

/** A link to another list of the agent page, filtered on one member. */
export function FilteredLink({ to, memberId, label }: { to: string; memberId: number; label: string }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      component={Link}
      to={{ pathname: `/${to}`, search: `filter=${encodeURIComponent(JSON.stringify({ memberId }))}` }}
    >
      {translate(label, { smart_count: 2 })}
    </Button>
  );
}

/** The agent's whole subtree of members, with links to each one's money and bets. */
export function AgentMembers() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="userId" />
        <Column source="nick" disableSort />
        <Column source="level" disableSort />
        <Column source="parentUserId" disableSort />
        <Column source="depth" disableSort />
        <NumberColumn source="cash" field={MoneyField} disableSort />
        <Column source="createdAt" field={DateTimeField} />
        <Column source="lastLoginAt" field={DateTimeField} disableSort />
        <Column
          label="ra.action.show"
          disableSort
          render={(row) => (
            <>
              <FilteredLink to="deposits" memberId={row.id} label="resources.deposits.name" />
              <FilteredLink to="withdrawals" memberId={row.id} label="resources.withdrawals.name" />
              <FilteredLink to="bets" memberId={row.id} label="resources.bets.name" />
            </>
          )}
        />
      </DataTable>
    </List>
  );
}
