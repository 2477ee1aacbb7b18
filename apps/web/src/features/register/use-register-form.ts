'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { SAVED_ID_KEY } from '../auth/login-form';
import { askNick, askUserId } from './ask-availability';
import { describedBy, inputClass } from './form-field';
import { useLiveText } from './live-note';
import {
  fieldReason,
  formReasons,
  type RegisterField,
  type RegisterReason,
  type RegisterValues,
  serverReasons,
  USER_ID_PATTERN,
} from './register-rules';
import { useLiveCheck } from './use-live-check';

const EMPTY: RegisterValues = {
  userId: '',
  password: '',
  passwordConfirm: '',
  nick: '',
  phone: '',
  bankname: '',
  bankOwner: '',
  banknum: '',
  exchangePassword: '',
  code: '',
  birthDate: '',
  agree: false,
};

type Reasons = Partial<Record<RegisterField, RegisterReason>>;

export const fieldId = (field: RegisterField) => `register-${field}`;

/**
 * The registration form's state and rules: per-field checks as the member leaves a field, live id
 * and nick checks, the agent code from the site's domain, and the server's refusals by field.
 */
export function useRegisterForm() {
  const t = useTranslations('register');
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [reasons, setReasons] = useState<Reasons>({});
  const [failure, setFailure] = useState<'failed' | 'tooMany' | null>(null);
  const [pending, setPending] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);

  const userId = values.userId.trim();
  const nick = values.nick.trim();
  const idCheck = useLiveCheck(userId, USER_ID_PATTERN.test(userId), useCallback(askUserId, []));
  const nickCheck = useLiveCheck(nick, nick.length >= 2 && nick.length <= 12, useCallback(askNick, []));
  const idLive = useLiveText(reasons.userId ? 'idle' : idCheck, 'userId');
  const nickLive = useLiveText(reasons.nick ? 'idle' : nickCheck, 'nick');

  useEffect(() => {
    // A site that belongs to an agent registers its members under that agent's code.
    void callApi('get-reg-domain', {}).then((answer) => {
      if (answer.status === 'success' && answer.code) {
        setValues((current) => (current.code ? current : { ...current, code: answer.code }));
      }
    });
  }, []);

  function set<F extends RegisterField>(field: F, value: RegisterValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setReasons((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function check(field: RegisterField) {
    const reason = fieldReason(field, values, new Date());
    setReasons((current) => {
      const next = { ...current };
      if (reason) next[field] = reason;
      else delete next[field];
      return next;
    });
  }

  function focusFirst(found: Reasons) {
    const first = Object.keys(found)[0] as RegisterField | undefined;
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const found: Reasons = formReasons(values, new Date());
    if (!found.userId && idCheck === 'taken') found.userId = 'alread_have_user';
    if (!found.nick && nickCheck === 'taken') found.nick = 'alread';
    setReasons(found);
    if (Object.keys(found).length > 0) return focusFirst(found);

    setPending(true);
    const answer = await callApi('user-register', {
      ...values,
      userId,
      nick,
      code: values.code.trim(),
      agree: true,
    });
    setPending(false);
    if (answer.status === 'success') {
      window.localStorage.setItem(SAVED_ID_KEY, userId);
      setRegistered(userId);
      return;
    }
    const fromServer = serverReasons(answer);
    if (fromServer) {
      setReasons(fromServer);
      focusFirst(fromServer);
    } else {
      setFailure(answer.status === 'time' ? 'tooMany' : 'failed');
    }
  }

  const error = (field: RegisterField) => (reasons[field] ? t(`errors.${reasons[field]}`) : undefined);
  /** What every text input and select of the form shares: value, change, check on blur, error wiring. */
  const inputProps = (field: Exclude<RegisterField, 'agree'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => check(field),
    'aria-invalid': reasons[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), true, Boolean(reasons[field])),
    className: inputClass,
  });

  return { values, reasons, failure, pending, registered, idLive, nickLive, set, submit, error, inputProps };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
