'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Icon } from '../../components/icons';
import { getPathname, Link } from '../../i18n/navigation';
import { callApi } from '../../lib/call-api';
import { useNotify } from '../notify/notify-context';

/** The brief keeps the last signed-in id in local storage under `name`. */
export const SAVED_ID_KEY = 'name';

/** How long the success message stays before the page reloads signed in. */
const SUCCESS_PAUSE_MS = 1200;

/**
 * Sign-in by id and password, shared by the right drawer and `/login`: msg2030 for an empty field
 * or a refusal, msg2214 while waiting, msg2029 on success and then a reload (to home from `/login`).
 */
export function LoginForm({ afterSignIn = 'reload' }: { afterSignIn?: 'reload' | 'home' }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const notify = useNotify();
  const idField = useId();
  const passwordField = useId();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const saved = window.localStorage.getItem(SAVED_ID_KEY);
    if (saved) setUserId((current) => current || saved);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const id = userId.trim();
    if (!id || !password) {
      await notify.show('msg2030', { tone: 'warning' });
      return;
    }
    setPending(true);
    const done = notify.busy('msg2214');
    const answer = await callApi('user-do-login', { userId: id, password });
    done();
    if (answer.status !== 'authenticated') {
      setPending(false);
      await notify.show('msg2030', { tone: 'error' });
      return;
    }
    window.localStorage.setItem(SAVED_ID_KEY, id);
    await notify.show('msg2029', { tone: 'success', autoCloseMs: SUCCESS_PAUSE_MS });
    if (afterSignIn === 'home') window.location.assign(getPathname({ href: '/', locale }));
    else window.location.reload();
  }

  const field =
    'focus-ring h-11 w-full rounded-xl border border-white/10 bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-500 transition-colors focus:border-gold-400/60';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('formLabel')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={idField} className="text-sm text-slate-300">
          {t('userId')}
        </label>
        <input
          id={idField}
          name="userId"
          autoComplete="username"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          placeholder={t('userIdPlaceholder')}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={passwordField} className="text-sm text-slate-300">
          {t('password')}
        </label>
        <input
          id={passwordField}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={t('passwordPlaceholder')}
          className={field}
        />
      </div>
      <button type="submit" disabled={pending} className="btn-gold mt-1 h-11 w-full">
        <Icon name="login" width={18} height={18} />
        {t('signIn')}
      </button>
      <Link href="/register" className="btn-ghost h-11 w-full">
        <Icon name="userPlus" width={18} height={18} />
        {t('register')}
      </Link>
    </form>
  );
}
