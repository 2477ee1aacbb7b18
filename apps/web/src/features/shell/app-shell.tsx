'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Brand } from '../../components/brand';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LazyLoginForm } from '../auth';
import { ProtectionReminders } from '../protection';
import { useSession } from '../session';
import { AccountSummary } from './account-summary';
import { Drawer } from './drawer';
import { LeftMenu } from './left-menu';
import { MobileWallet } from './mobile-wallet';
import { TopBar } from './top-bar';

/**
 * The frame of every page: a fixed left sidebar and the top bar from 1200 px, a mobile header
 * with a menu drawer (left) and an account drawer (right) below that.
 */
export function AppShell({
  children,
  footer,
  agentUrl,
}: {
  children: ReactNode;
  footer: ReactNode;
  /** The agent page's address, read on the server at request time. */
  agentUrl: string;
}) {
  const t = useTranslations('shell');
  const session = useSession();
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  const close = () => setDrawer(null);

  return (
    <div className="min-h-dvh">
      <aside
        data-region="sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col gap-6 border-r border-white/5 bg-navy-950/95 px-4 py-5 desk:flex"
      >
        <div className="px-2">
          <Brand />
        </div>
        <LeftMenu />
      </aside>

      <div className="flex min-h-dvh flex-col desk:pl-64">
        <TopBar agentUrl={agentUrl} />
        <header
          data-region="mobile-header"
          className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-white/5 bg-navy-950/90 px-3 backdrop-blur-md desk:hidden"
        >
          <button
            type="button"
            aria-label={t('openMenu')}
            aria-expanded={drawer === 'left'}
            onClick={() => setDrawer('left')}
            className="focus-ring grid size-10 shrink-0 place-items-center rounded-xl text-gold-200 hover:bg-white/5"
          >
            <Icon name="menu" width={24} height={24} />
          </button>
          <Brand compact={session.status === 'authenticated'} />
          {session.status === 'authenticated' ? <MobileWallet session={session} /> : null}
          <button
            type="button"
            aria-label={t('openAccount')}
            aria-expanded={drawer === 'right'}
            onClick={() => setDrawer('right')}
            className="focus-ring grid size-10 shrink-0 place-items-center rounded-xl text-gold-200 hover:bg-white/5"
          >
            <Icon name="user" width={24} height={24} />
          </button>
        </header>

        <main id="main" className="flex-1">
          {children}
        </main>
        {footer}
      </div>

      <Drawer side="left" title={t('menuTitle')} open={drawer === 'left'} onClose={close}>
        <DrawerHead onClose={close} label={t('close')}>
          <Brand />
        </DrawerHead>
        <LeftMenu onNavigate={close} />
        <div className="mt-6 border-t border-white/5 pt-5">
          <LanguageSwitcher align="left" />
        </div>
      </Drawer>

      <Drawer side="right" title={t('accountTitle')} open={drawer === 'right'} onClose={close}>
        <DrawerHead onClose={close} label={t('close')}>
          <p className="text-lg font-semibold text-gold-200">{t('accountTitle')}</p>
        </DrawerHead>
        {session.status === 'authenticated' ? (
          <AccountSummary session={session} agentUrl={agentUrl} />
        ) : (
          <LazyLoginForm />
        )}
      </Drawer>

      {/* The reality check and limit warnings reach a member on whichever page they are. */}
      {session.status === 'authenticated' ? <ProtectionReminders /> : null}
    </div>
  );
}

function DrawerHead({
  children,
  onClose,
  label,
}: {
  children: ReactNode;
  onClose: () => void;
  label: string;
}) {
  return (
    <div className="mb-6 flex items-center justify-between">
      {children}
      <button
        type="button"
        aria-label={label}
        onClick={onClose}
        className="focus-ring grid size-10 place-items-center rounded-xl text-slate-300 hover:bg-white/5"
      >
        <Icon name="close" width={22} height={22} />
      </button>
    </div>
  );
}
