'use client';

import { useTranslations } from 'next-intl';
import type { LiveCheck } from './use-live-check';

/** What the live id or nick check found, as the text and tone of the field's hint line. */
export function useLiveText(check: LiveCheck, kind: 'userId' | 'nick') {
  const t = useTranslations('register.live');
  const text =
    check === 'checking'
      ? t('checking')
      : check === 'free'
        ? t(`${kind}Free`)
        : check === 'taken'
          ? t(`${kind}Taken`)
          : check === 'failed'
            ? t('failed')
            : '';
  const tone = check === 'free' ? 'text-emerald-300' : check === 'taken' ? 'text-rose-300' : 'text-slate-400';
  return { text, state: check, tone };
}
