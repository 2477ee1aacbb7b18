import { Card, CardContent } from '@mui/material';
import { DataTable, DateInput, List, useListContext } from 'react-admin';
import { FiguresChart } from '../components/figures-chart';
import { MoneyField } from '../components/money-field';

const filters = [
  <DateInput key="from" source="from" label="agent.commission.from" alwaysOn />,
  <DateInput key="to" source="to" label="agent.commission.to" alwaysOn />,
];

/** The chart above the table reads the same rows the list fetched. */
function CommissionChart() {
  const { data = [] } = useListContext<{ id: string; day: string; amount: number }>();
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardContent>
        <FiguresChart rows={data} series={[{ key: 'amount', label: 'resources.commission.fields.amount' }]} />
      </CardContent>
    </Card>
  );
}

/** Commission credited per Korean day (the last 30 days unless a range is chosen). */
export function AgentCommission() {
  return (
    <List filters={filters} pagination={false} exporter={false}>
      <CommissionChart />
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="day" disableSort />
        <DataTable.NumberCol source="amount" field={MoneyField} disableSort />
        <DataTable.NumberCol source="count" disableSort />
      </DataTable>
    </List>
  );
}
