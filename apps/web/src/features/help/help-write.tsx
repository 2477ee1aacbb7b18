'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { useNotify } from '../notify/notify-context';
import { SESSION_QUERY_KEY } from '../session/session-state';
import { HELP_LIST_KEY } from './help-api';

const TITLE_MAX = 100;
const CONTENTS_MAX = 4000;

export const fieldClass =
  'focus-ring w-full rounded-xl border border-white/10 bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-500 transition-colors focus:border-gold-400/60';

/** A new ticket: msg2024 / msg2025 for an empty field, confirm msg2222, then msg2026 or msg2027. */
export function HelpWrite({ onDone }: { onDone: () => void }) {
  const t = useTranslations('help.write');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const contentsId = useId();
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!title.trim()) return notify.show('msg2024', { tone: 'warning' });
    if (!contents.trim()) return notify.show('msg2025', { tone: 'warning' });
    if (!(await notify.confirm('msg2222'))) return;
    setPending(true);
    const answer = await callApi('user-write-help', { title: title.trim(), contents: contents.trim() });
    setPending(false);
    if (answer.status !== 'success') return notify.show('msg2027', { tone: 'error' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: HELP_LIST_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
    await notify.show('msg2026', { tone: 'success' });
    onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={titleId} className="text-sm text-slate-300">
          {t('titleLabel')}
        </label>
        <input
          id={titleId}
          name="title"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('titlePlaceholder')}
          className={`${fieldClass} h-11`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentsId} className="text-sm text-slate-300">
          {t('contentsLabel')}
        </label>
        <textarea
          id={contentsId}
          name="contents"
          rows={8}
          value={contents}
          maxLength={CONTENTS_MAX}
          onChange={(event) => setContents(event.target.value)}
          placeholder={t('contentsPlaceholder')}
          className={`${fieldClass} resize-y py-3 leading-relaxed`}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn-gold" disabled={pending}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
