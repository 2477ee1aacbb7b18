'use client';

import { callTable } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/field-style';
import { FormResult, type Result } from '../../components/form-result';
import { callApi } from '../../lib/call-api';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { lockMinutes } from '../../lib/lock-minutes';

/**
 * A visitor who forgot the password leaves the id, a phone to be called back on and a note. The
 * answer is the same whether the id exists or not, so the page only says the request was received.
 */
export function PasswordHelpForm() {
  const t = useTranslations('passwordHelp');
  const errorText = useErrorText('register');
  const [result, setResult] = useState<Result>(null);
  const ids = { userId: useId(), phone: useId(), contents: useId() };
  const form = useContractForm(callTable['user-write-pass-help'].body, {
    userId: '',
    phone: '',
    contents: '',
  });
  const { errors } = form.formState;
  const error = (field: 'userId' | 'phone' | 'contents') => errorText(errors[field], form.getValues(field));

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    const answer = await callApi('user-write-pass-help', body);
    if (answer.status === 'invalid') return form.showServerErrors(answer.errors);
    if (answer.status === 'success') {
      form.reset();
      return setResult({ tone: 'success', text: t('sent') });
    }
    if (answer.status === 'time') {
      return setResult({ tone: 'error', text: t('locked', { minutes: lockMinutes(answer.retryAfter) }) });
    }
    setResult({ tone: 'error', text: t('failed') });
  });

  const field = (
    name: 'userId' | 'phone',
    label: string,
    extra: { autoComplete: string; inputMode?: 'tel' },
  ) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids[name]} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={ids[name]}
        {...extra}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        className={FIELD_CLASS}
        {...form.register(name)}
      />
      {error(name) ? (
        <p id={`${ids[name]}-error`} className="text-xs text-rose-300">
          {error(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('title')}
    >
      {field('userId', t('userId'), { autoComplete: 'username' })}
      {field('phone', t('phone'), { autoComplete: 'tel', inputMode: 'tel' })}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.contents} className={LABEL_CLASS}>
          {t('contents')}
        </label>
        <textarea
          id={ids.contents}
          rows={4}
          maxLength={1000}
          placeholder={t('contentsPlaceholder')}
          className={`${FIELD_CLASS} h-auto resize-y py-3 leading-relaxed`}
          {...form.register('contents')}
        />
      </div>
      <FormResult result={result} />
      <button type="submit" disabled={form.formState.isSubmitting} className="btn-gold mt-1 h-11 w-full">
        {t('submit')}
      </button>
    </form>
  );
}
