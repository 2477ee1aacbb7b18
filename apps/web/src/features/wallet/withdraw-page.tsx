'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber } from '../../lib/format';
import { maskAccount } from '../../lib/mask-account';
import { MemberOnly, useSession } from '../session';
import { Card } from '../../components/card';
import { PageFrame } from '../../components/page-frame';
import { PagedHistory } from './paged-history';
import { ReadOnlyField } from '../../components/read-only-field';
import { CancelWithdrawButton } from './cancel-withdraw-button';
import { DeleteRequestsButton } from './delete-requests-button';
import { isFinishedRequest } from './request-finished';
import { StatusLabel } from './status-label';
import { useMember } from './use-member';
import { WithdrawForm } from './withdraw-form';

/**
 * /withdraw: the cash that can go, the account it goes to, the request form and the history (finished
 * requests the member may delete from the list).
 */
export function WithdrawPage() {
  return (
    <MemberOnly>
      <WithdrawContent />
    </MemberOnly>
  );
}

function WithdrawContent() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const session = useSession();
  const member = useMember();
  const balance = session.status === 'authenticated' ? session.user.balance : 0;
  const won = (amount: number) => t('history.won', { amount: formatNumber(amount, locale) });
  return (
    <PageFrame layout="cards" title={t('withdraw.title')} lead={t('withdraw.lead')}>
      <div className="grid gap-5 md:grid-cols-2">
        <Card id="withdraw-balance" heading={t('withdraw.available')}>
          <p data-amount="balance" className="text-gold-gradient text-3xl font-bold tabular-nums">
            {won(balance)}
          </p>
        </Card>
        <Card id="withdraw-account" heading={t('withdraw.account')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <ReadOnlyField label={t('withdraw.bankName')} value={member.data?.bankname} />
            <ReadOnlyField label={t('withdraw.bankOwner')} value={member.data?.bankOwner} />
            <ReadOnlyField label={t('withdraw.bankNumber')} value={maskAccount(member.data?.banknum)} />
          </dl>
        </Card>
      </div>
      <Card id="withdraw-form" heading={t('withdraw.formLabel')}>
        <WithdrawForm />
      </Card>
      <PagedHistory
        name="withdraw-list"
        call="get-withdraw-list"
        heading={t('withdraw.history')}
        actions={<DeleteRequestsButton call="del-withdraw-list" />}
        columns={[
          { key: 'date', label: t('history.date'), render: (item) => formatDate(item.createdAt) },
          { key: 'amount', label: t('history.amount'), align: 'right', render: (item) => won(item.amount) },
          {
            key: 'status',
            label: t('history.status'),
            render: (item) => <StatusLabel status={item.status} />,
          },
          {
            key: 'action',
            label: t('withdraw.cancel.column'),
            // Only a withdrawal still waiting (`wait`) is the member's to take back.
            render: (item) =>
              item.status === 'wait' ? <CancelWithdrawButton id={item.id} amount={item.amount} /> : null,
          },
          {
            key: 'delete',
            label: t('delete.column'),
            render: (item) =>
              isFinishedRequest(item.status) ? (
                <DeleteRequestsButton call="del-withdraw-list" id={item.id} />
              ) : null,
          },
        ]}
      />
    </PageFrame>
  );
}
