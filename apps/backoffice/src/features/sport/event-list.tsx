import { Chip, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { SPORT_EVENT_STATES, type TSportEventRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { CompetitionInput } from './competition-input';
import { matchTitle, nameIn } from './sport-format';
import { StateChip } from './state-chip';

const Column = DataTable.Col<TSportEventRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={SPORT_EVENT_STATES.map((state) => ({ id: state, name: `sport.states.${state}` }))}
  />,
  <CompetitionInput key="competitionId" source="competitionId" />,
  <TextInput key="sport" source="sport" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function Match({ row }: { row: TSportEventRecord }) {
  const [locale] = useLocaleState();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {matchTitle(locale, row)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {nameIn(locale, row, 'competition')} · {row.sport}
      </Typography>
    </>
  );
}

function Score({ row }: { row: TSportEventRecord }) {
  if (row.scoreHome === null) return null;
  return (
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {row.scoreHome} : {row.scoreAway} {row.clock}
    </Typography>
  );
}

function Feed({ row }: { row: TSportEventRecord }) {
  const translate = useTranslate();
  return <>{row.feed === 'manual' ? translate('sport.events.manual') : row.feed}</>;
}

function PendingResult({ row }: { row: TSportEventRecord }) {
  const translate = useTranslate();
  return row.pendingResult ? (
    <Chip size="small" color="warning" label={translate('sport.results.pending')} />
  ) : null;
}

/** Events by start time, soonest first, with their state and score, and whether a result waits. */
export function EventList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'startsAt', order: 'ASC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="startsAt" field={DateTimeField} />
        <Column
          source="homeKo"
          label="sport.events.match"
          disableSort
          render={(row) => <Match row={row} />}
        />
        <Column source="state" disableSort render={(row) => <StateChip state={row.state} />} />
        <Column
          source="scoreHome"
          label="sport.events.score"
          disableSort
          render={(row) => <Score row={row} />}
        />
        <DataTable.NumberCol source="marketCount" disableSort />
        <Column source="pendingResult" disableSort render={(row) => <PendingResult row={row} />} />
        <Column source="feed" disableSort render={(row) => <Feed row={row} />} />
      </DataTable>
    </List>
  );
}
