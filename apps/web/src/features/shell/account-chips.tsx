'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import { Link } from '../../i18n/navigation';
import type { AuthenticatedSession } from '../session';
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
      {/* Under 1536 px the five languages' labels leave no room for the welcome line: the icon
          speaks for the chip there, and the label stays for screen readers and as a tooltip. */}
      <span className="sr-only text-slate-400 2xl:not-sr-only 2xl:whitespace-nowrap">{label}</span>
      {children}
    </>
  );
  const className =
    'chip flex h-9 items-center gap-2 rounded-full border border-gold-500/20 bg-navy-900/90 px-3 text-sm whitespace-nowrap';
  return href ? (
    <Link
      href={href}
      title={label}
      className={`${className} focus-ring transition-colors hover:border-gold-400/60`}
    >
      {body}
    </Link>
  ) : (
    <div title={label} className={className}>
      {body}
    </div>
  );
}

/**
 * Held money, comp money, messages and customer-service replies, as pill chips. Points are not
 * among them: a sixth chip leaves the five languages' welcome line no room from 1200 to 1536 px,
 * so the account drawer and my page show them.
 */
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
