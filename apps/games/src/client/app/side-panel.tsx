import { useId, useState } from 'react';
import { FairnessPanel } from '../fair/fairness-panel.tsx';
import { RoundHistory } from '../fair/round-history.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { GameSession } from './use-game-session.ts';

/** The side column: the last rounds and the provably fair panel, as two tabs. */
type Tab = 'history' | 'fair';

export function SidePanel({ session }: { session: GameSession }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('history');
  const id = useId();
  const tabs: { key: Tab; label: string }[] = [
    { key: 'history', label: t('history.title') },
    { key: 'fair', label: t('fair.title') },
  ];
  return (
    <aside className="side-panel">
      <div className="tabs" role="tablist" aria-label={t('common.panel')}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-controls={`${id}-${key}`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft')
                setTab(key === 'history' ? 'fair' : 'history');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}`}
        aria-labelledby={`${id}-${tab}-tab`}
        className="side-panel__body"
        tabIndex={0}
      >
        {tab === 'history' ? <RoundHistory rounds={session.recent} /> : <FairnessPanel session={session} />}
      </div>
    </aside>
  );
}
