'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { useCancelWithdraw } from './use-wallet-requests';

/**
 * Takes back a withdrawal nobody has started on, after a confirmation. What happened is said beside
 * the button: an operator may have taken the request in the meantime (`already`).
 */
export function CancelWithdrawButton({ id, amount }: { id: number; amount: number }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const cancel = useCancelWithdraw();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    const answer = await cancel.mutateAsync({ id });
    if (answer.status === 'already') setFailure(t('withdraw.cancel.already'));
    else if (answer.status !== 'success' && answer.status !== 'auth') setFailure(t('common.failed'));
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        data-action="cancel-withdraw"
        className="btn-ghost px-2.5 py-0.5 text-xs"
        disabled={cancel.isPending}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {t('withdraw.cancel.button')}
      </button>
      {failure ? (
        <span role="alert" className="text-xs text-rose-300">
          {failure}
        </span>
      ) : null}
      {asking ? (
        <ConfirmMoneyDialog
          name="withdraw-cancel-confirm"
          title={t('withdraw.cancel.title')}
          question={t('withdraw.cancel.question')}
          rows={[
            {
              label: t('history.amount'),
              value: t('history.won', { amount: formatNumber(amount, locale) }),
            },
          ]}
          confirmLabel={t('withdraw.cancel.confirm')}
          onAnswer={(yes) => {
            setAsking(false);
            if (yes) void run();
          }}
        />
      ) : null}
    </span>
  );
}
