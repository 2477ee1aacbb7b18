'use client';

import { useTranslations } from 'next-intl';
import { TermsPanel } from './terms-panel';
import { fieldId, type RegisterFormState } from './use-register-form';

/** The terms to read and the checkbox that consents to them. */
export function ConsentField({ form }: { form: RegisterFormState }) {
  const t = useTranslations('register');
  const id = fieldId('agree');
  const reason = form.error('agree');
  return (
    <div className="flex flex-col gap-3">
      <TermsPanel />
      <div className="flex flex-col gap-1.5" data-field={id}>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-200">
          <input
            id={id}
            type="checkbox"
            {...form.register('agree')}
            aria-invalid={reason ? true : undefined}
            aria-describedby={reason ? `${id}-error` : undefined}
            className="focus-ring mt-0.5 size-5 shrink-0 accent-gold-400"
          />
          {t('fields.agree')}
        </label>
        {reason ? (
          <p id={`${id}-error`} role="alert" data-error-for={id} className="text-sm text-rose-300">
            {reason}
          </p>
        ) : null}
      </div>
    </div>
  );
}
