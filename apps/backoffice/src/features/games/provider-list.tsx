import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZProviderRecord } from '@haneul/contract';
import { ToggleField } from '../../components/toggle-field';

type Provider = z.infer<typeof ZProviderRecord>;
const Column = DataTable.Col<Provider>;

function WalletType({ row }: { row: Provider }) {
  const translate = useTranslate();
  return <>{translate(`games.walletTypes.${row.walletType}`)}</>;
}

/** Game providers and their maintenance switch: under maintenance their games do not launch. */
export function ProviderList() {
  return (
    <List
      filters={[
        <SelectInput
          key="maintenance"
          source="maintenance"
          alwaysOn
          emptyText="app.common.all"
          choices={[
            { id: 'true', name: 'app.common.yes' },
            { id: 'false', name: 'app.common.no' },
          ]}
        />,
      ]}
      sort={{ field: 'code', order: 'ASC' }}
      pagination={false}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="code" />
        <Column source="nameKo" disableSort />
        <Column source="nameEn" disableSort />
        <Column source="walletType" disableSort render={(row) => <WalletType row={row} />} />
        <Column source="launchUrl" disableSort />
        <Column source="maintenance" disableSort>
          <ToggleField source="maintenance" />
        </Column>
      </DataTable>
    </List>
  );
}
