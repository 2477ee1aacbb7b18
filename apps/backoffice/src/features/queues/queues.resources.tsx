import DepositIcon from '@mui/icons-material/SouthWest';
import WithdrawIcon from '@mui/icons-material/NorthEast';
import type { ResourceProps } from 'react-admin';
import { DepositList } from './deposit-list';
import { WithdrawalList } from './withdrawal-list';

export const depositsResource: ResourceProps = { name: 'deposits', list: DepositList, icon: DepositIcon };
export const withdrawalsResource: ResourceProps = {
  name: 'withdrawals',
  list: WithdrawalList,
  icon: WithdrawIcon,
};
