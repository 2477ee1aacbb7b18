'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Link } from '../../i18n/navigation';
import { AgentButton } from '../agent';
import { LogoutButton } from '../auth';
import { useSession } from '../session';
import { AccountChips } from './account-chips';

/** The desktop top bar; hidden under 1200 px, where the mobile header takes over. */
export function TopBar({ agentUrl }: { agentUrl: string }) {
  const t = useTranslations('account');
  const auth = useTranslations('auth');
  const session = useSession();

  return (
    <header
      data-region="top-bar"
      className="sticky top-0 z-30 hidden h-16 items-center justify-end gap-2.5 border-b border-white/5 bg-navy-950/85 px-6 backdrop-blur-md desk:flex"
    >
      {session.status === 'authenticated' ? (
        <>
          <p className="mr-auto min-w-0 truncate text-sm text-slate-300">
            {t.rich('welcome', {
              user: (chunks) => <strong className="font-semibold text-gold-200">{chunks}</strong>,
              userId: session.user.userId,
            })}
          </p>
          <AccountChips session={session} />
          <AgentButton session={session} agentUrl={agentUrl} className="h-9 px-3.5" />
          <LogoutButton className="h-9 px-3.5" />
        </>
      ) : session.status === 'unauthenticated' ? (
        <>
          <Link href="/login" className="btn-gold h-9 px-4">
            <Icon name="login" width={16} height={16} />
            {auth('signIn')}
          </Link>
          <Link href="/register" className="btn-ghost h-9 px-4">
            <Icon name="userPlus" width={16} height={16} />
            {auth('register')}
          </Link>
        </>
      ) : null}
      <LanguageSwitcher />
    </header>
  );
}
