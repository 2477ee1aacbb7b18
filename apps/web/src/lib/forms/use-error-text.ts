'use client';

import { useMessages, useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import { reasonKey } from './reason-key';

/** Values the wallet's texts interpolate (`below_minimum`: {min}); unused by the others. */
type Limits = { min: string; max: string };

/**
 * The translated text of a field's problem, in the namespace the form's texts live in (`register`
 * or `wallet`; each says the same reason in its own words). The namespace's `errors` is the list
 * of reasons it knows: nothing else is kept in step with the message files.
 */
export function useErrorText(namespace: 'register' | 'wallet', limits: Limits = { min: '', max: '' }) {
  const known = useMessages()[namespace].errors;
  const t = useTranslations(namespace);
  return (error: FieldError | undefined, value: unknown): string | undefined => {
    const reason = reasonKey(known, error, value);
    // `reason` is a key of this namespace's `errors` (reasonKey only answers those).
    return reason ? t(`errors.${reason}` as 'errors.required', limits) : undefined;
  };
}
