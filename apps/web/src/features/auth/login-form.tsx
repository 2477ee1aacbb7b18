'use client';

import { ZLoginBody } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { Icon } from '../../components/icons';
import { Link, useRouter } from '../../i18n/navigation';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useNotify } from '../notify';
import { returnPathFrom } from '../session';
import { SAVED_ID_KEY } from './saved-id';
import { useSignIn } from './use-sign-in';

/** How long the success message stays before it closes by itself. */
const SUCCESS_PAUSE_MS = 1200;

/**
 * Sign-in by id and password, shared by the right drawer and `/login`: msg2030 for an empty field
 * or a refusal, msg2214 while waiting, msg2029 on success. The page then shows the member at once
 * from the login answer (no reload); `/login` goes on to the member page the visitor was stopped
 * at (`?next=`), or home.
 */
export function LoginForm({ afterSignIn = 'stay' }: { afterSignIn?: 'stay' | 'leave' }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const router = useRouter();
  const signIn = useSignIn();
  const idField = useId();
  const passwordField = useId();
  const form = useContractForm(ZLoginBody, { userId: '', password: '' }, { focusError: false });

  const { getValues, setValue } = form;
  useEffect(() => {
    const saved = window.localStorage.getItem(SAVED_ID_KEY);
    if (saved && !getValues('userId')) setValue('userId', saved);
  }, [getValues, setValue]);

  const submit = form.handleSubmit(
    async (body) => {
      const done = notify.busy('msg2214');
      const answer = await signIn.mutateAsync(body);
      done();
      if (answer.status !== 'authenticated') {
        await notify.show('msg2030', { tone: 'error' });
        return;
      }
      window.localStorage.setItem(SAVED_ID_KEY, body.userId);
      if (afterSignIn === 'leave') router.push(returnPathFrom(window.location.search) ?? '/');
      await notify.show('msg2029', { tone: 'success', autoCloseMs: SUCCESS_PAUSE_MS });
    },
    // The brief answers any empty field with the one message, not per field.
    () => void notify.show('msg2030', { tone: 'warning' }),
  );

  const field =
    'focus-ring h-11 w-full rounded-xl border border-white/10 bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-500 transition-colors focus:border-gold-400/60';

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('formLabel')}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={idField} className="text-sm text-slate-300">
          {t('userId')}
        </label>
        <input
          id={idField}
          autoComplete="username"
          placeholder={t('userIdPlaceholder')}
          aria-invalid={form.formState.errors.userId ? true : undefined}
          className={field}
          {...form.register('userId')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={passwordField} className="text-sm text-slate-300">
          {t('password')}
        </label>
        <input
          id={passwordField}
          type="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          aria-invalid={form.formState.errors.password ? true : undefined}
          className={field}
          {...form.register('password')}
        />
      </div>
      <button type="submit" disabled={form.formState.isSubmitting} className="btn-gold mt-1 h-11 w-full">
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
