'use client';

import { useTranslations } from 'next-intl';
import type { CallAnswer } from '../../lib/call-api';
import type { Result } from '../../components/form-result';
import { lockMinutes } from '../../lib/lock-minutes';

type ChangeAnswer = CallAnswer<'user-change-password'> | CallAnswer<'user-change-exchange-password'>;

export interface ChangeTexts {
  success: string;
  /** The current password was wrong. */
  pass: string;
  locked: (minutes: number) => string;
  failed: string;
}

/**
 * The result line a password-change form shows for the server's answer. `invalid` is told on the
 * fields and `auth` by the session feature (msg2001), so both leave the line empty.
 */
export function changeResult(answer: ChangeAnswer, texts: ChangeTexts): Result {
  switch (answer.status) {
    case 'success':
      return { tone: 'success', text: texts.success };
    case 'pass':
      return { tone: 'error', text: texts.pass };
    case 'time':
      return { tone: 'error', text: texts.locked(lockMinutes(answer.retryAfter)) };
    case 'invalid':
    case 'auth':
      return null;
    default:
      return { tone: 'error', text: texts.failed };
  }
}

/** `changeResult` with the form's own success and wrong-password texts and the shared ones. */
export function useChangeResult({ success, pass }: Pick<ChangeTexts, 'success' | 'pass'>) {
  const tw = useTranslations('wallet');
  return (answer: ChangeAnswer) =>
    changeResult(answer, {
      success,
      pass,
      locked: (minutes) => tw('common.locked', { minutes }),
      failed: tw('common.failed'),
    });
}
