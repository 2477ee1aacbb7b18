'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import { Link } from '../../i18n/navigation';
import type { AuthenticatedSession } from '../session/session-state';
import { Money } from './money';

function Chip({
  icon,
  label,
  children,
  href,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
  href?: string;
}) {
  const body = (
    <>
      <Icon name={icon} width={16} height={16} className="text-gold-400" />
      <span className="text-slate-400">{label}</span>
      {children}
    </>
  );
  const className =
    'chip flex h-9 items-center gap-2 rounded-full border border-gold-500/20 bg-navy-900/90 px-3.5 text-sm whitespace-nowrap';
  return href ? (
    <Link href={href} className={`${className} focus-ring transition-colors hover:border-gold-400/60`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** Held money, comp money, messages and customer-service replies, as pill chips. */
export function AccountChips({ session }: { session: AuthenticatedSession }) {
  const t = useTranslations('account');
  return (
    <>
      <Chip icon="coin" label={t('balance')}>
        <Money value={session.user.balance} />
      </Chip>
      <Chip icon="comp" label={t('comp')}>
        <Money value={session.user.rolling} />
      </Chip>
      <Chip icon="note" label={t('notes')} href="/note">
        <span className="font-semibold tabular-nums text-slate-100" data-count="notes">
          {session.noteCount}
        </span>
      </Chip>
      <Chip icon="help" label={t('helps')} href="/help">
        <span className="font-semibold tabular-nums text-slate-100" data-count="helps">
          {session.helpCount}
        </span>
      </Chip>
    </>
  );
}
