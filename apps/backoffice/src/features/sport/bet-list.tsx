import { DataTable, List, NumberInput, SelectInput } from 'react-admin';
import { SPORT_BET_STATES, type TSportBetRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberCell } from '../../components/member-cell';
import { MoneyField } from '../../components/money-field';
import { BetLegs } from './bet-legs';
import { StateChip } from './state-chip';

const Column = DataTable.Col<TSportBetRecord>;
const NumberColumn = DataTable.NumberCol<TSportBetRecord>;

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    emptyText="app.common.all"
    choices={SPORT_BET_STATES.map((state) => ({ id: state, name: `sport.betStates.${state}` }))}
  />,
  <NumberInput key="eventId" source="eventId" alwaysOn />,
  <NumberInput key="memberId" source="memberId" alwaysOn />,
];

/** Sport bets, open ones by default: who, the legs, the stake and what each could pay or paid. */
export function BetList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="placedAt" field={DateTimeField} disableSort />
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberCell id={row.memberId} userId={row.userId} nick={row.nick} />}
        />
        <Column
          source="state"
          disableSort
          render={(row) => <StateChip state={row.state} names="sport.betStates" />}
        />
        <Column source="legs" disableSort render={(row) => <BetLegs bet={row} />} />
        <NumberColumn source="stake" field={MoneyField} />
        <NumberColumn source="potentialPayout" field={MoneyField} />
        <NumberColumn source="payout" field={MoneyField} disableSort />
        <NumberColumn source="settlements" disableSort />
        <Column source="refusal" disableSort />
      </DataTable>
    </List>
  );
}
