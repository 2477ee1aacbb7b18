import { DataTable, List, useTranslate } from 'react-admin';
import type { TSportPairRecord } from '@haneul/contract';
import { ToggleField } from '../../components/toggle-field';

const Column = DataTable.Col<TSportPairRecord>;

function MarketType({ type }: { type: string }) {
  const translate = useTranslate();
  return <>{translate(`sport.marketTypes.${type}`)}</>;
}

/**
 * Pairs of market types a multi may put together on one event (admins only). None by default:
 * correlated legs priced as independent pay more than the chance they stand.
 */
export function PairList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} pagination={false} perPage={100} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="first" disableSort render={(row) => <MarketType type={row.first} />} />
        <Column source="second" disableSort render={(row) => <MarketType type={row.second} />} />
        <Column source="allowed" disableSort>
          <ToggleField source="allowed" />
        </Column>
      </DataTable>
    </List>
  );
}
