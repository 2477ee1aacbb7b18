import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider, useList } from 'react-admin';
import { MoneyField } from '../../components/money-field';

export interface ReportColumn {
  source: string;
  money?: boolean;
  count?: boolean;
}

/**
 * A report's rows in react-admin's table, sorted and paged in the browser (a report is one answer,
 * at most a few hundred rows), with the fields' names from `resources.reports.fields`.
 */
export function ReportTable({
  rows,
  columns,
  children,
}: {
  rows: object[];
  columns: ReportColumn[];
  children?: ReactNode;
}) {
  const list = useList({ data: rows as Array<{ id: string | number }>, resource: 'reports', perPage: 50 });
  // Named `reports` whatever page shows it, so the columns find their names there.
  return (
    <ResourceContextProvider value="reports">
      <ListContextProvider value={list}>
        {children}
        <DataTable bulkActionButtons={false} rowClick={false}>
          {columns.map(({ source, money, count }) =>
            money ? (
              <DataTable.NumberCol key={source} source={source} field={MoneyField} />
            ) : count ? (
              <DataTable.NumberCol key={source} source={source} />
            ) : (
              <DataTable.Col key={source} source={source} />
            ),
          )}
        </DataTable>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
