import { Chip, Grid, Stack, Typography } from '@mui/material';
import {
  DataTable,
  Labeled,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import type { ZAgentDetail } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { DomainStateChip } from '../../components/domain-state-chip';
import { MemberLink } from '../../components/member-link';
import { MoneyField } from '../../components/money-field';
import { AgentRatesForm } from './agent-rates-form';
import { SettleButton } from './settle-button';

type Agent = z.infer<typeof ZAgentDetail>;
const related = { pagination: <Pagination />, perPage: 25, sort: { field: 'id', order: 'DESC' as const } };

function Overview() {
  // While the detail loads, react-admin shows the list's row, which has no codes or domains yet.
  const record = useRecordContext<Agent>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (source: keyof Agent, child = <TextField source={source} emptyText="–" />) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <Labeled source={source}>{child}</Labeled>
    </Grid>
  );
  return (
    <>
      <Grid container spacing={1}>
        {field('userId', <MemberLink id={record.id} label={record.userId} />)}
        {field('nick')}
        {field('agentCode')}
        {field('parentUserId')}
        {field('memberCount')}
        {field('subAgentCount')}
        {field('commission', <MoneyField source="commission" />)}
        {field('createdAt', <DateTimeField source="createdAt" />)}
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('agents.codes')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {(record.codes ?? []).map((code) => (
          <Chip key={code.id} label={code.code} size="small" variant="outlined" />
        ))}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('agents.domains')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {(record.domains ?? []).map((domain) => (
          <Stack key={domain.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Chip
              label={domain.code ? `${domain.domain} → ${domain.code}` : domain.domain}
              size="small"
              variant="outlined"
            />
            <DomainStateChip state={domain.state} />
          </Stack>
        ))}
      </Stack>
    </>
  );
}

function AgentTitle() {
  const record = useRecordContext<Agent>();
  return <>{record ? `${record.userId} (${record.agentCode ?? ''})` : ''}</>;
}

/** One agent: who, their codes and domains, rates, members, sub-agents and settlements. */
export function AgentShow() {
  return (
    <Show
      title={<AgentTitle />}
      actions={
        <TopToolbar>
          <SettleButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="agents.tabs.overview">
          <Overview />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="agents.tabs.rates" path="rates">
          <AgentRatesForm />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="agents.tabs.members" path="members">
          <ReferenceManyField reference="members" target="agentId" {...related}>
            <DataTable bulkActionButtons={false} rowClick="show">
              <DataTable.Col source="id" />
              <DataTable.Col source="userId" disableSort />
              <DataTable.Col source="nick" disableSort />
              <DataTable.Col source="playType" disableSort />
              <DataTable.NumberCol source="cash" field={MoneyField} disableSort />
              <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="agents.tabs.subAgents" path="sub-agents">
          <ReferenceManyField reference="agents" target="parentId" {...related}>
            <DataTable bulkActionButtons={false} rowClick="show">
              <DataTable.Col source="id" />
              <DataTable.Col source="userId" disableSort />
              <DataTable.Col source="agentCode" disableSort />
              <DataTable.NumberCol source="memberCount" disableSort />
              <DataTable.NumberCol source="commission" field={MoneyField} disableSort />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="agents.tabs.settlements" path="settlements">
          <ReferenceManyField reference="settlements" target="agentId" {...related}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="id" />
              <DataTable.NumberCol source="amount" field={MoneyField} />
              <DataTable.Col source="staffLogin" disableSort />
              <DataTable.Col source="memo" disableSort />
              <DataTable.Col source="createdAt" field={DateTimeField} disableSort />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
