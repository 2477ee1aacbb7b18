'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '../../components/icons';
import { callApi } from '../../lib/call-api';
import { needsTabFirst } from '../../lib/needs-tab-first';
import type { AuthenticatedSession } from '../session';
import { agentPageWithCode } from './agent-page-url';

/**
 * The agent's way into the agent page: a one-time code from `user-agent-handoff`, opened in a new
 * tab. Safari gets its empty tab inside the click, as a game launch does. Renders nothing for
 * members who are not agents.
 */
export function AgentButton({
  session,
  agentUrl,
  className = '',
}: {
  session: AuthenticatedSession;
  agentUrl: string;
  className?: string;
}) {
  const t = useTranslations('account');
  const [failed, setFailed] = useState(false);
  if (session.user.playType !== 'agent') return null;

  const open = () => {
    setFailed(false);
    const tab = needsTabFirst(navigator.userAgent, navigator.maxTouchPoints)
      ? window.open('', '_blank')
      : null;
    void callApi('user-agent-handoff', {}).then((answer) => {
      if (answer.status === 'success') {
        const url = agentPageWithCode(agentUrl, answer.code);
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        return;
      }
      tab?.close();
      if (answer.status !== 'auth') setFailed(true); // auth: the session feature already said msg2001
    });
  };

  return (
    <>
      <button type="button" onClick={open} className={`btn-ghost ${className}`}>
        <Icon name="user" width={16} height={16} />
        {t('agentPage')}
      </button>
      {failed ? (
        <span role="alert" className="text-xs text-red-300">
          {t('agentPageFailed')}
        </span>
      ) : null}
    </>
  );
}
