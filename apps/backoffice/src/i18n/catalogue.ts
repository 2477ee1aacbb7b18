import englishMessages from 'ra-language-english';
import { appMessages } from '../app/app.messages';
import { agentsMessages } from '../features/agents/agents.messages';
import { auditMessages } from '../features/audit/audit.messages';
import { authMessages } from '../features/auth/auth.messages';
import { contentMessages } from '../features/content/content.messages';
import { dashboardMessages } from '../features/dashboard/dashboard.messages';
import { gamesMessages } from '../features/games/games.messages';
import { levelsMessages } from '../features/levels/levels.messages';
import { historyMessages } from '../features/members/history.messages';
import { membersMessages } from '../features/members/members.messages';
import { moneyLocksMessages } from '../features/money-locks/money-locks.messages';
import { protectionMessages } from '../features/protection/protection.messages';
import { queuesMessages } from '../features/queues/queues.messages';
import { reportsMessages } from '../features/reports/reports.messages';
import { settingsMessages } from '../features/settings/settings.messages';
import { sportMessages } from '../features/sport/sport.messages';
import { staffMessages } from '../features/staff/staff.messages';
import { supportMessages } from '../features/support/support.messages';
import { mergeTrees, type FeatureMessages, type MessageTree, type TLocale } from './message-tree';
import { raKorean } from './ra-korean';
import { reasonsMessages } from './reasons.messages';

/** Every feature's texts; a feature that shows text adds its messages here. */
export const FEATURE_MESSAGES: FeatureMessages[] = [
  appMessages,
  reasonsMessages,
  authMessages,
  dashboardMessages,
  queuesMessages,
  membersMessages,
  moneyLocksMessages,
  historyMessages,
  protectionMessages,
  supportMessages,
  contentMessages,
  gamesMessages,
  levelsMessages,
  agentsMessages,
  settingsMessages,
  staffMessages,
  reportsMessages,
  auditMessages,
  sportMessages,
];

/** The back office's catalogue per language: react-admin's own texts, then the features'. */
export const backofficeCatalogue: Record<TLocale, MessageTree> = {
  ko: mergeTrees(raKorean as MessageTree, ...FEATURE_MESSAGES.map((messages) => messages.ko)),
  en: mergeTrees(englishMessages as MessageTree, ...FEATURE_MESSAGES.map((messages) => messages.en)),
};
