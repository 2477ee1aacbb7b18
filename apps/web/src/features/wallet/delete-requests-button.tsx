'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type DeleteListCall, useDeleteRequests } from './use-wallet-requests';

/**
 * Deletes a finished request from the member's own list (`id`), or every finished one, after a
 * confirmation. Only the member's list forgets them: the operator keeps the whole record.
 */
export function DeleteRequestsButton({ call, id }: { call: DeleteListCall; id?: number }) {
  const t = useTranslations('wallet.delete');
  const remove = useDeleteRequests(call);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const all = id === undefined;

  const run = async () => {
    const answer = await remove.mutateAsync(all ? {} : { ids: [id] });
    setFailed(answer.status !== 'success' && answer.status !== 'auth');
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        data-action={all ? 'delete-all-requests' : 'delete-request'}
        className="btn-ghost px-2.5 py-0.5 text-xs"
        disabled={remove.isPending}
        onClick={() => {
          setFailed(false);
          setAsking(true);
        }}
      >
        {all ? t('allButton') : t('button')}
      </button>
      {failed ? (
        <span role="alert" className="text-xs text-rose-300">
          {t('failed')}
        </span>
      ) : null}
      {asking ? (
        <ConfirmDialog
          name={all ? 'delete-all-requests-confirm' : 'delete-request-confirm'}
          title={all ? t('allTitle') : t('title')}
          question={all ? t('allQuestion') : t('question')}
          closeLabel={t('close')}
          confirmLabel={t('confirm')}
          onAnswer={(yes) => {
            setAsking(false);
            if (yes) void run();
          }}
        />
      ) : null}
    </span>
  );
}
