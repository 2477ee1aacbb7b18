'use client';

import { callTable } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useNotify } from '../notify';
import { useWriteHelp } from './use-write-help';

export const fieldClass =
  'focus-ring w-full rounded-xl border border-white/10 bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-500 transition-colors focus:border-gold-400/60';

/** A new ticket: msg2024 / msg2025 for an empty field, confirm msg2222, then msg2026 or msg2027. */
export function HelpWrite({ onDone }: { onDone: () => void }) {
  const t = useTranslations('help.write');
  const notify = useNotify();
  const write = useWriteHelp();
  const titleId = useId();
  const contentsId = useId();
  const form = useContractForm(
    callTable['user-write-help'].body,
    { title: '', contents: '' },
    { focusError: false },
  );
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (body) => {
      if (!(await notify.confirm('msg2222'))) return;
      const answer = await write.mutateAsync(body);
      if (answer.status !== 'success') return notify.show('msg2027', { tone: 'error' });
      await notify.show('msg2026', { tone: 'success' });
      onDone();
    },
    // The brief names the empty field in a message of its own, title first.
    (invalid) => void notify.show(invalid.title ? 'msg2024' : 'msg2025', { tone: 'warning' }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={titleId} className="text-sm text-slate-300">
          {t('titleLabel')}
        </label>
        <input
          id={titleId}
          maxLength={100}
          placeholder={t('titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          className={`${fieldClass} h-11`}
          {...form.register('title')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentsId} className="text-sm text-slate-300">
          {t('contentsLabel')}
        </label>
        <textarea
          id={contentsId}
          rows={8}
          maxLength={4000}
          placeholder={t('contentsPlaceholder')}
          aria-invalid={errors.contents ? true : undefined}
          className={`${fieldClass} resize-y py-3 leading-relaxed`}
          {...form.register('contents')}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn-gold" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
