'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../components/icons';
import { useNotify } from '../notify';
import { useSignOut } from './use-sign-out';

/** Asks first (msg2216), signs out on the server; the page turns into the visitor's at once. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const signOut = useSignOut();

  async function logout() {
    if (!(await notify.confirm('msg2216'))) return;
    await signOut.mutateAsync();
  }

  return (
    <button type="button" onClick={() => void logout()} className={`btn-ghost ${className}`}>
      <Icon name="logout" width={18} height={18} />
      {t('signOut')}
    </button>
  );
}
