import LockIcon from '@mui/icons-material/Lock';
import type { ResourceProps } from 'react-admin';
import { MoneyLockList } from './money-lock-list';

export const moneyLocksResource: ResourceProps = {
  name: 'money-locks',
  list: MoneyLockList,
  icon: LockIcon,
};
