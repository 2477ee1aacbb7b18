import englishMessages from 'ra-language-english';
import { appMessages } from '../app/app.messages';
import { mergeTrees, type MessageTree, type TLocale } from '../i18n/message-tree';
import { raKorean } from '../i18n/ra-korean';
import { reasonsMessages } from '../i18n/reasons.messages';
import { agentListMessages } from './agent-lists.messages';
import { agentMessages } from './agent.messages';

/** The agent page's catalogue: react-admin's texts, the shared shell words, the agent page's own. */
export const agentCatalogue: Record<TLocale, MessageTree> = {
  ko: mergeTrees(
    raKorean as MessageTree,
    appMessages.ko,
    reasonsMessages.ko,
    agentMessages.ko,
    agentListMessages.ko,
  ),
  en: mergeTrees(
    englishMessages as MessageTree,
    appMessages.en,
    reasonsMessages.en,
    agentMessages.en,
    agentListMessages.en,
  ),
};
