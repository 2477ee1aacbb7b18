'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { Link } from '../../i18n/navigation';
import type { AuthenticatedSession } from '../session';
import { Money } from './money';

/**
 * The signed-in member's balance and comp with a deposit button, in the mobile header: under
 * 1200 px the top bar's chips are gone, and a player should not open a drawer to see their money.
 */
export function MobileWallet({ session }: { session: AuthenticatedSession }) {
  const account = useTranslations('account');
  const menu = useTranslations('menu');
  return (
    <div data-region="mobile-wallet" className="flex min-w-0 items-center gap-2">
      <dl className="flex min-w-0 flex-col items-end text-xs leading-tight">
        <div className="flex items-center gap-1" title={account('balance')}>
          <dt>
            <Icon name="coin" width={12} height={12} className="text-gold-400" />
            <span className="sr-only">{account('balance')}</span>
          </dt>
          <dd data-money="balance">
            <Money value={session.user.balance} />
          </dd>
        </div>
        <div className="flex items-center gap-1" title={account('comp')}>
          <dt>
            <Icon name="comp" width={12} height={12} className="text-gold-400" />
            <span className="sr-only">{account('comp')}</span>
          </dt>
          <dd data-money="comp">
            <Money value={session.user.rolling} className="font-medium" />
          </dd>
        </div>
      </dl>
      <Link href="/deposit" className="btn-gold h-8 shrink-0 px-3 text-xs">
        {menu('deposit')}
      </Link>
    </div>
  );
}
