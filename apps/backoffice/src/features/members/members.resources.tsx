import MembersIcon from '@mui/icons-material/People';
import MoneyIcon from '@mui/icons-material/AccountBalanceWallet';
import BetsIcon from '@mui/icons-material/Casino';
import TransfersIcon from '@mui/icons-material/SwapHoriz';
import type { ResourceProps } from 'react-admin';
import { BetList } from './bet-list';
import { GameTransferList } from './game-transfer-list';
import { MemberList } from './member-list';
import { MemberShow } from './member-show';
import { MoneyList } from './money-list';

export const membersResource: ResourceProps = {
  name: 'members',
  list: MemberList,
  show: MemberShow,
  icon: MembersIcon,
  recordRepresentation: 'userId',
};
export const moneyResource: ResourceProps = { name: 'money', list: MoneyList, icon: MoneyIcon };
export const betsResource: ResourceProps = { name: 'bets', list: BetList, icon: BetsIcon };
export const gameTransfersResource: ResourceProps = {
  name: 'game-transfers',
  list: GameTransferList,
  icon: TransfersIcon,
};
