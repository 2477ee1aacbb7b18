'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useRouter } from '../../i18n/navigation';
import { callApi } from '../../lib/call-api';
import { SAVED_ID_KEY } from '../auth/login-form';
import { BANKS } from './banks';
import { describedBy, FormField, inputClass } from './form-field';
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
import { RegisterSuccess } from './register-success';
import { TermsPanel } from './terms-panel';
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

const fieldId = (field: RegisterField) => `register-${field}`;

async function askUserId(userId: string) {
  const answer = await callApi('check-user-id', { userId });
  return answer.status === 'success' ? 'free' : answer.status === 'alread_have_user' ? 'taken' : 'failed';
}

async function askNick(nick: string) {
  const answer = await callApi('check-user-nick', { nick });
  return answer.status === 'success' ? 'free' : answer.status === 'alread' ? 'taken' : 'failed';
}

/** The 19th birthday's latest possible date, for the date picker's upper bound. */
function latestBirthDate(): string {
  const today = new Date();
  return `${today.getFullYear() - 19}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

/** Registration: per-field checks as the member types, live id and nick checks, the server's refusals by field. */
export function RegisterForm() {
  const t = useTranslations('register');
  const router = useRouter();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [reasons, setReasons] = useState<Reasons>({});
  const [failure, setFailure] = useState<'failed' | 'tooMany' | null>(null);
  const [pending, setPending] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);

  const idCheck = useLiveCheck(
    values.userId.trim(),
    USER_ID_PATTERN.test(values.userId.trim()),
    useCallback(askUserId, []),
  );
  const nickLength = values.nick.trim().length;
  const nickCheck = useLiveCheck(
    values.nick.trim(),
    nickLength >= 2 && nickLength <= 12,
    useCallback(askNick, []),
  );

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
    const userId = values.userId.trim();
    const answer = await callApi('user-register', {
      ...values,
      userId,
      nick: values.nick.trim(),
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
  const inputProps = (field: Exclude<RegisterField, 'agree'>, hint = false) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => check(field),
    'aria-invalid': reasons[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, Boolean(reasons[field])),
    className: inputClass,
  });

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('formLabel')}
        className="flex flex-col gap-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-gold-300">{t('sections.account')}</legend>
          <FormField
            id={fieldId('userId')}
            label={t('fields.userId')}
            hint={t('hints.userId')}
            error={error('userId')}
            live={idLive}
          >
            <input {...inputProps('userId', true)} autoComplete="username" maxLength={16} />
          </FormField>
          <FormField
            id={fieldId('nick')}
            label={t('fields.nick')}
            hint={t('hints.nick')}
            error={error('nick')}
            live={nickLive}
          >
            <input {...inputProps('nick', true)} autoComplete="nickname" maxLength={12} />
          </FormField>
          <FormField
            id={fieldId('password')}
            label={t('fields.password')}
            hint={t('hints.password')}
            error={error('password')}
          >
            <input
              {...inputProps('password', true)}
              type="password"
              autoComplete="new-password"
              maxLength={64}
            />
          </FormField>
          <FormField
            id={fieldId('passwordConfirm')}
            label={t('fields.passwordConfirm')}
            hint={t('hints.passwordConfirm')}
            error={error('passwordConfirm')}
          >
            <input
              {...inputProps('passwordConfirm', true)}
              type="password"
              autoComplete="new-password"
              maxLength={64}
            />
          </FormField>
          <FormField
            id={fieldId('phone')}
            label={t('fields.phone')}
            hint={t('hints.phone')}
            error={error('phone')}
          >
            <input
              {...inputProps('phone', true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={15}
            />
          </FormField>
          <FormField
            id={fieldId('birthDate')}
            label={t('fields.birthDate')}
            hint={t('hints.birthDate')}
            error={error('birthDate')}
          >
            <input
              {...inputProps('birthDate', true)}
              type="date"
              min="1900-01-01"
              max={latestBirthDate()}
              autoComplete="bday"
            />
          </FormField>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-gold-300">{t('sections.bank')}</legend>
          <FormField
            id={fieldId('bankname')}
            label={t('fields.bankname')}
            hint={t('hints.bankname')}
            error={error('bankname')}
          >
            <select
              {...inputProps('bankname', true)}
              onChange={(event) => set('bankname', event.target.value)}
            >
              <option value="">{t('bankPlaceholder')}</option>
              {BANKS.map((bank) => (
                <option key={bank.key} value={bank.value}>
                  {t(`banks.${bank.key}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={fieldId('bankOwner')}
            label={t('fields.bankOwner')}
            hint={t('hints.bankOwner')}
            error={error('bankOwner')}
          >
            <input {...inputProps('bankOwner', true)} autoComplete="name" maxLength={30} />
          </FormField>
          <FormField
            id={fieldId('banknum')}
            label={t('fields.banknum')}
            hint={t('hints.banknum')}
            error={error('banknum')}
          >
            <input {...inputProps('banknum', true)} inputMode="numeric" maxLength={30} />
          </FormField>
          <FormField
            id={fieldId('exchangePassword')}
            label={t('fields.exchangePassword')}
            hint={t('hints.exchangePassword')}
            error={error('exchangePassword')}
          >
            <input
              {...inputProps('exchangePassword', true)}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
            />
          </FormField>
          <FormField
            id={fieldId('code')}
            label={t('fields.code')}
            hint={t('hints.code')}
            error={error('code')}
          >
            <input {...inputProps('code', true)} autoComplete="off" maxLength={32} />
          </FormField>
        </fieldset>

        <div className="flex flex-col gap-3">
          <TermsPanel />
          <div className="flex flex-col gap-1.5" data-field={fieldId('agree')}>
            <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-200">
              <input
                id={fieldId('agree')}
                name="agree"
                type="checkbox"
                checked={values.agree}
                onChange={(event) => set('agree', event.target.checked)}
                aria-invalid={reasons.agree ? true : undefined}
                aria-describedby={reasons.agree ? `${fieldId('agree')}-error` : undefined}
                className="focus-ring mt-0.5 size-5 shrink-0 accent-gold-400"
              />
              {t('fields.agree')}
            </label>
            {reasons.agree ? (
              <p
                id={`${fieldId('agree')}-error`}
                role="alert"
                data-error-for={fieldId('agree')}
                className="text-sm text-rose-300"
              >
                {t(`errors.${reasons.agree}`)}
              </p>
            ) : null}
          </div>
        </div>

        {failure ? (
          <p role="alert" className="rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
            {t(failure)}
          </p>
        ) : null}
        <button type="submit" className="btn-gold h-12 w-full text-base" disabled={pending}>
          {pending ? t('submitting') : t('submit')}
        </button>
      </form>
      {registered ? <RegisterSuccess userId={registered} onContinue={() => router.push('/login')} /> : null}
    </>
  );
}
