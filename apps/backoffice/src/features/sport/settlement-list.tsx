import { Chip } from '@mui/material';
import { DataTable, DateInput, List, NumberInput, useTranslate } from 'react-admin';
import type { TSportSettlementRecord } from '@haneul/contract';
import { DateTimeField } from '../../components/date-time-field';
import { MemberLink } from '../../components/member-link';
import { MoneyField } from '../../components/money-field';
import { useFormatNumber } from '../../i18n/use-format-number';

const Column = DataTable.Col<TSportSettlementRecord>;
const NumberColumn = DataTable.NumberCol<TSportSettlementRecord>;

const filters = [
  <NumberInput key="betId" source="betId" alwaysOn />,
  <NumberInput key="memberId" source="memberId" alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** What the settlement's entry moved: the payout less the one before (negative: taken back). */
function Moved({ row }: { row: TSportSettlementRecord }) {
  const formatNumber = useFormatNumber();
  return <>{formatNumber(row.payout - row.previousPayout)}</>;
}

function Seq({ row }: { row: TSportSettlementRecord }) {
  const translate = useTranslate();
  return row.seq === 1 ? (
    <>{row.seq}</>
  ) : (
    <Chip size="small" color="warning" label={translate('sport.settlements.resettled', { seq: row.seq })} />
  );
}

/**
 * Every money decision on sport bets, newest first: a bet's first settlement is 1, each
 * re-settlement on a corrected result the next, its entry moving the payout's difference.
 */
export function SettlementList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" />
        <Column source="createdAt" field={DateTimeField} disableSort />
        <NumberColumn source="betId" disableSort />
        <Column
          source="userId"
          disableSort
          render={(row) => <MemberLink id={row.memberId} label={row.userId} />}
        />
        <Column source="seq" disableSort render={(row) => <Seq row={row} />} />
        <NumberColumn source="stake" field={MoneyField} disableSort />
        <NumberColumn source="previousPayout" field={MoneyField} disableSort />
        <NumberColumn source="payout" field={MoneyField} disableSort />
        <NumberColumn source="moved" disableSort render={(row) => <Moved row={row} />} />
        <NumberColumn source="writtenOff" field={MoneyField} disableSort />
        <NumberColumn source="entryId" disableSort />
      </DataTable>
    </List>
  );
}
