'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { callApi } from '../../lib/call-api';
import { useNotify } from '../notify/notify-context';

/** Asks first (msg2216), signs out on the server, then reloads the page as a visitor. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useTranslations('auth');
  const notify = useNotify();

  async function logout() {
    if (!(await notify.confirm('msg2216'))) return;
    await callApi('user-do-logout', {});
    window.location.reload();
  }

  return (
    <button type="button" onClick={() => void logout()} className={`btn-ghost ${className}`}>
      <Icon name="logout" width={18} height={18} />
      {t('signOut')}
    </button>
  );
}
