import { Link, Typography } from '@mui/material';
import {
  DataTable,
  List,
  NumberInput,
  SelectInput,
  useCreatePath,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { SPORT_RESULT_STATES, type TSportResultRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { ResultActions } from './result-actions';
import { resultLabel } from './result-label';
import { matchTitle } from './sport-format';
import { StateChip } from './state-chip';

const Column = DataTable.Col<TSportResultRecord>;

/** How often the queue asks for new results: a second staff member leaves it on screen. */
const QUEUE_REFRESH_MS = 15_000;

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={SPORT_RESULT_STATES.map((state) => ({ id: state, name: `sport.states.${state}` }))}
  />,
  <NumberInput key="eventId" source="eventId" />,
];

function EventCell({ row }: { row: TSportResultRecord }) {
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  return (
    <Link
      href={`#${createPath({ resource: 'sport-events', id: row.eventId, type: 'show' })}`}
      underline="hover"
    >
      {matchTitle(locale, row)}
    </Link>
  );
}

function Score({ row }: { row: TSportResultRecord }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{resultLabel(translate, row)}</Typography>
  );
}

/**
 * Results waiting for a second pair of eyes, oldest first (and the decided ones on request): who
 * entered each, and approve or reject for anyone else. Approving settles the event's bets.
 */
export function ResultList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'pending' }}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      queryOptions={{ refetchInterval: QUEUE_REFRESH_MS }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} disableSort />
        <Column source="eventId" disableSort render={(row) => <EventCell row={row} />} />
        <Column source="score" disableSort render={(row) => <Score row={row} />} />
        <Column source="note" disableSort />
        <Column source="enteredByLogin" disableSort />
        <Column source="state" disableSort render={(row) => <StateChip state={row.state} />} />
        <Column label="sport.results.decision" disableSort render={(row) => <ResultActions result={row} />} />
        <Column source="decidedByLogin" disableSort />
        <Column source="decidedAt" field={DateTimeField} disableSort />
      </DataTable>
    </List>
  );
}
