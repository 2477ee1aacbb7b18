'use client';

import { type TFieldError, ZNick, ZRegisterBody, ZUserId } from '@haneul/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { callApi } from '../../lib/call-api';
import { SAVED_ID_KEY, useSignIn } from '../auth';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useErrorText } from '../../lib/forms/use-error-text';
import { askNick, askUserId } from './ask-availability';
import { describedBy, inputClass } from './form-field';
import { useLiveText } from './live-note';
import { useLiveCheck } from './use-live-check';

export type RegisterField = keyof typeof ZRegisterBody.shape;

export const fieldId = (field: RegisterField) => `register-${field}`;

/** The refusals the server answers as a status of their own, each on the field it concerns. */
const STATUS_FIELDS: Partial<Record<string, RegisterField>> = {
  alread_have_user: 'userId',
  alread: 'nick',
  cant_find_code: 'code',
};

/**
 * The registration form: the contract's `ZRegisterBody` checks each field as the member leaves it
 * and the whole form on submit (the age and the password's strength are the server's: their
 * refusals land on their fields like the others); live id and nick checks; the agent code of the
 * site's domain.
 */
export function useRegisterForm() {
  const errorText = useErrorText('register');
  const [failure, setFailure] = useState<'failed' | 'tooMany' | null>(null);
  const [registered, setRegistered] = useState<{ userId: string; signedIn: boolean } | null>(null);
  const signIn = useSignIn();
  const form = useContractForm(
    ZRegisterBody,
    {
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
    },
    { mode: 'onTouched' },
  );
  const { errors } = form.formState;

  const [userIdTyped = '', nickTyped = ''] = useWatch({ control: form.control, name: ['userId', 'nick'] });
  const userId = userIdTyped.trim();
  const nick = nickTyped.trim();
  const idCheck = useLiveCheck(userId, ZUserId.safeParse(userId).success, askUserId);
  const nickCheck = useLiveCheck(nick, ZNick.safeParse(nick).success, askNick);
  const idLive = useLiveText(errors.userId ? 'idle' : idCheck, 'userId');
  const nickLive = useLiveText(errors.nick ? 'idle' : nickCheck, 'nick');

  // A site that belongs to an agent registers its members under that agent's code.
  const regDomain = useQuery({ queryKey: ['get-reg-domain'], queryFn: () => callApi('get-reg-domain', {}) });
  const domainCode = regDomain.data?.status === 'success' ? regDomain.data.code : '';
  const { getValues, setValue } = form;
  useEffect(() => {
    if (domainCode && !getValues('code')) setValue('code', domainCode);
  }, [domainCode, getValues, setValue]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // What the live checks already know saves a round trip.
    const known: TFieldError[] = [];
    if (idCheck === 'taken') known.push({ field: 'userId', reason: 'alread_have_user' });
    if (nickCheck === 'taken') known.push({ field: 'nick', reason: 'alread' });
    if (form.showServerErrors(known)) return;

    const answer = await callApi('user-register', body);
    if (answer.status === 'success') {
      window.localStorage.setItem(SAVED_ID_KEY, body.userId);
      // A new member should not type what they have just chosen: sign them in with it. Should
      // that fail, the welcome sends them to sign in by hand, the id filled in.
      const login = await signIn
        .mutateAsync({ userId: body.userId, password: body.password })
        .catch(() => null);
      setRegistered({ userId: body.userId, signedIn: login?.status === 'authenticated' });
      return;
    }
    const field = STATUS_FIELDS[answer.status];
    const named = field
      ? [{ field, reason: answer.status }]
      : answer.status === 'invalid'
        ? answer.errors
        : [];
    if (!form.showServerErrors(named)) setFailure(answer.status === 'time' ? 'tooMany' : 'failed');
  });

  const error = (field: RegisterField) => errorText(errors[field], form.getValues(field));
  /** What every text input and select of the form shares: registration, id and error wiring. */
  const inputProps = (field: Exclude<RegisterField, 'agree'>) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), true, Boolean(errors[field])),
    className: inputClass,
    ...form.register(field),
  });

  return {
    failure,
    pending: form.formState.isSubmitting,
    registered,
    idLive,
    nickLive,
    submit,
    error,
    inputProps,
    register: form.register,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
