'use client';

import type { TCasinoItem, TSlotProvider, TSportSetting } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { type KeyboardEvent, useId, useState } from 'react';
import { Icon } from '../../components/icons';
import { PILL_ROW_CLASS, pillClass } from '../../components/pill';
import { Link } from '../../i18n/navigation';
import { useNotify } from '../notify';
import { GameTile } from './game-tile';
import { providerLogo } from './provider-logo';
import { SportTiles } from './sport-tiles';
import { useGameNames } from './use-game-names';
import { useLaunchGame } from './use-launch-game';

/**
 * Loaded when a provider tile is first clicked: most visits never open it. The `loading` option
 * gives it a Suspense boundary of its own, so fetching it never hides the page around it.
 */
const SlotModal = dynamic(() => import('./slot-modal').then((module) => module.SlotModal), {
  loading: () => null,
});

const TABS = ['casino', 'slot', 'sport'] as const;
type Tab = (typeof TABS)[number];
const TAB_ICONS = { casino: 'cards', slot: 'reels', sport: 'ball' } as const;

/**
 * Casino, slot and sport tabs: casino tiles launch a table; slot provider tiles open their games;
 * sport tiles lead to the sportsbook on their sport.
 */
export function GameArea({
  casino,
  slots,
  sports,
}: {
  casino: TCasinoItem[] | null;
  slots: TSlotProvider[] | null;
  sports: TSportSetting[] | null;
}) {
  const t = useTranslations('games');
  const names = useGameNames();
  const notify = useNotify();
  const launch = useLaunchGame();
  const [tab, setTab] = useState<Tab>('casino');
  const [provider, setProvider] = useState<TSlotProvider | null>(null);
  const baseId = useId();

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'casino';
    setTab(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  }

  const list = { casino, slot: slots, sport: sports }[tab];

  return (
    <section aria-labelledby={`${baseId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${baseId}-heading`} className="text-xl font-bold text-slate-50">
          {t('heading')}
        </h2>
        <div className="flex items-center gap-3">
          <Link
            href="/game"
            data-link="lobby"
            className="focus-ring text-sm font-medium text-gold-300 hover:text-gold-200"
          >
            {t('viewAll')}
          </Link>
          <div role="tablist" aria-label={t('heading')} className={PILL_ROW_CLASS}>
            {TABS.map((name) => (
              <button
                key={name}
                id={`${baseId}-${name}-tab`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab === name ? 0 : -1}
                onKeyDown={onTabKey}
                onClick={() => setTab(name)}
                className={pillClass(tab === name)}
              >
                <Icon name={TAB_ICONS[name]} width={16} height={16} />
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}-tab`} data-tab={tab}>
        {list === null ? (
          <p role="status" className="card p-8 text-center text-slate-400">
            {t('unavailable')}
          </p>
        ) : tab === 'casino' ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-7">
            {(casino ?? []).map((item) => (
              <li key={item.code}>
                <GameTile
                  name={names.game(item)}
                  imgUrl={item.imgUrl}
                  logoUrl={providerLogo(item.gameCompany)}
                  used={item.used}
                  onClick={() => launch({ code: item.code, company: item.gameCompany, used: item.used })}
                />
              </li>
            ))}
          </ul>
        ) : tab === 'sport' ? (
          <SportTiles sports={sports ?? []} name="sports" />
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {(slots ?? []).map((item) => (
              <li key={item.code}>
                <GameTile
                  shape="wide"
                  name={names.provider(item)}
                  imgUrl={item.imgUrl}
                  used={item.used}
                  onClick={() => {
                    if (item.used !== 'y') void notify.show('msg2002', { tone: 'info' });
                    else setProvider(item);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {provider ? <SlotModal provider={provider} onClose={() => setProvider(null)} /> : null}
    </section>
  );
}
