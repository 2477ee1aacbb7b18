import { Alert } from '@mui/material';
import { BooleanInput, List, NumberInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { ZMoneyLockScope } from '@haneul/contract';
import { AddMoneyLockButton } from './add-money-lock-button';
import { MoneyLockTable } from './money-lock-table';

const filters = [
  <BooleanInput key="active" source="active" alwaysOn />,
  <SelectInput
    key="scope"
    source="scope"
    choices={ZMoneyLockScope.options.map((scope) => ({ id: scope, name: `moneyLocks.scopes.${scope}` }))}
  />,
  <NumberInput key="level" source="level" />,
  <NumberInput key="memberId" source="memberId" />,
];

/**
 * 입출금 잠금: the locks in force (lifted ones with the filter off), site-wide ones added here, and
 * those of levels and members too; members see the reason on their deposit or withdraw page.
 */
export function MoneyLockList() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('moneyLocks.explain')}
      </Alert>
      <List
        filters={filters}
        filterDefaultValues={{ active: true }}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <AddMoneyLockButton />
          </TopToolbar>
        }
      >
        <MoneyLockTable />
      </List>
    </>
  );
}
