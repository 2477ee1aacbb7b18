'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '../../components/dialog';

/**
 * The welcome after registering. The new member is already signed in and closing it leads home;
 * if that sign-in failed, it leads to sign-in with the id filled in.
 */
export function RegisterSuccess({
  userId,
  signedIn,
  onContinue,
}: {
  userId: string;
  signedIn: boolean;
  onContinue: () => void;
}) {
  const t = useTranslations('register.success');
  return (
    <Dialog
      role="alertdialog"
      title={t('title')}
      onClose={onContinue}
      name="register-success"
      className="animate-pop-in w-full max-w-sm p-6 text-center"
      titleClassName="mb-3 text-xl font-bold text-gold-200"
    >
      <div
        aria-hidden="true"
        className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-emerald-400/15 text-2xl font-bold text-emerald-300 ring-1 ring-emerald-400/40"
      >
        ✓
      </div>
      <p className="text-base leading-relaxed text-slate-100">
        {t(signedIn ? 'signedInBody' : 'body', { userId })}
      </p>
      <button type="button" className="btn-gold mt-6 w-full" onClick={onContinue}>
        {t(signedIn ? 'start' : 'toLogin')}
      </button>
    </Dialog>
  );
}
