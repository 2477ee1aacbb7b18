'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '../../i18n/navigation';
import { callApi } from '../../lib/call-api';
import { FormResult, type Result } from '../../components/form-result';

/** Asks customer service for the deposit account: a ticket the operator answers in /help. */
export function AskAccount() {
  const t = useTranslations('wallet');
  const tn = useTranslations('notify');
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);

  async function ask() {
    if (pending) return;
    setPending(true);
    const answer = await callApi('user-ask-account', {});
    setPending(false);
    if (answer.status === 'success') setResult({ tone: 'success', text: t('askAccount.success') });
    else if (answer.status === 'wait') setResult({ tone: 'error', text: t('askAccount.wait') });
    else if (answer.status === 'blocked') setResult({ tone: 'error', text: t('common.blocked') });
    else if (answer.status !== 'auth') setResult({ tone: 'error', text: t('common.failed') });
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">{t('askAccount.lead')}</p>
      <button type="button" onClick={ask} disabled={pending} className="btn-ghost h-11 self-start">
        {t('askAccount.button')}
      </button>
      <FormResult result={result} />
      {result ? (
        <Link href="/help" className="btn-ghost self-start" data-link="help">
          {tn('goToHelp')}
        </Link>
      ) : null}
    </div>
  );
}
