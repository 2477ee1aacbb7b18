'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { Link, usePathname } from '../../i18n/navigation';
import { useAskToSignIn, useSession } from '../session';
import { MENU_ITEMS } from './menu-items';

/**
 * The member menu. Visitors see it too (it is what the site offers) but a click only tells them
 * to sign in (msg2001, with a sign-in button that leads on to the entry) and leaves them where
 * they are.
 */
export function LeftMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('menu');
  const session = useSession();
  const askToSignIn = useAskToSignIn();
  const pathname = usePathname();
  const signedIn = session.status === 'authenticated';

  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-col gap-1">
        {MENU_ITEMS.map((item) => {
          const active = pathname === item.href;
          const count =
            signedIn && item.key === 'note'
              ? session.noteCount
              : signedIn && item.key === 'help'
                ? session.helpCount
                : 0;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-menu={item.key}
                onClick={(event) => {
                  if (!signedIn) {
                    event.preventDefault();
                    void askToSignIn(item.href);
                    return;
                  }
                  onNavigate?.();
                }}
                className={`group focus-ring flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-[15px] transition-colors duration-150 ${
                  active
                    ? 'bg-gradient-to-r from-gold-400/20 to-transparent text-gold-200'
                    : 'text-slate-300 hover:bg-white/5 hover:text-gold-200'
                }`}
              >
                <span className="grid size-9 place-items-center rounded-lg bg-navy-800 text-gold-300 ring-1 ring-gold-500/20 transition-colors group-hover:ring-gold-400/50">
                  <Icon name={item.icon} />
                </span>
                <span className="flex-1">{t(item.key)}</span>
                {count > 0 ? (
                  <span className="rounded-full bg-rose-500 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
