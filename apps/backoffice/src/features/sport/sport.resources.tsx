import EventIcon from '@mui/icons-material/SportsSoccer';
import CompetitionIcon from '@mui/icons-material/EmojiEvents';
import ResultIcon from '@mui/icons-material/FactCheck';
import BetIcon from '@mui/icons-material/ConfirmationNumber';
import LiabilityIcon from '@mui/icons-material/Shield';
import SettlementIcon from '@mui/icons-material/ReceiptLong';
import PairIcon from '@mui/icons-material/Link';
import ReportIcon from '@mui/icons-material/QueryStats';
import type { ResourceProps } from 'react-admin';
import { BetList } from './bet-list';
import { CompetitionCreate, CompetitionList } from './competition-views';
import { EventCreate } from './event-create';
import { EventList } from './event-list';
import { EventShow } from './event-show';
import { LiabilityPage } from './liability-page';
import { PairList } from './pair-list';
import { ResultList } from './result-list';
import { SettlementList } from './settlement-list';
import { SportReportsPage } from './sport-reports-page';

export const sportEventsResource: ResourceProps = {
  name: 'sport-events',
  list: EventList,
  show: EventShow,
  create: EventCreate,
  icon: EventIcon,
};
export const sportResultsResource: ResourceProps = {
  name: 'sport-results',
  list: ResultList,
  icon: ResultIcon,
};
export const sportBetsResource: ResourceProps = { name: 'sport-bets', list: BetList, icon: BetIcon };
export const sportLiabilityResource: ResourceProps = {
  name: 'sport-liability',
  list: LiabilityPage,
  icon: LiabilityIcon,
};
export const sportSettlementsResource: ResourceProps = {
  name: 'sport-settlements',
  list: SettlementList,
  icon: SettlementIcon,
};
export const sportReportsResource: ResourceProps = {
  name: 'sport-reports',
  list: SportReportsPage,
  icon: ReportIcon,
};
export const sportCompetitionsResource: ResourceProps = {
  name: 'sport-competitions',
  list: CompetitionList,
  create: CompetitionCreate,
  icon: CompetitionIcon,
};
export const sportPairsResource: ResourceProps = { name: 'sport-pairs', list: PairList, icon: PairIcon };
