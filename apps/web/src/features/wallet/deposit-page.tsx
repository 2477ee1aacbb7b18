'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber } from '../../lib/format';
import { LazyDepositLimitOffer } from '../protection';
import { MemberOnly } from '../session';
import { AskAccount } from './ask-account';
import { DeleteRequestsButton } from './delete-requests-button';
import { DepositForm } from './deposit-form';
import { Card } from '../../components/card';
import { PageFrame } from '../../components/page-frame';
import { PagedHistory } from './paged-history';
import { isFinishedRequest } from './request-finished';
import { StatusLabel } from './status-label';
import { useMoneyList } from './use-money-list';

/**
 * /deposit: the request form, the deposit-account question and the member's requests (finished
 * ones the member may delete from the list); before a first deposit, the offer to set a deposit
 * limit.
 */
export function DepositPage() {
  return (
    <MemberOnly>
      <DepositContent />
    </MemberOnly>
  );
}

function DepositContent() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  // The list's first page, shared with the history below: an empty one means no deposit yet.
  const firstDeposit = useMoneyList('get-deposit-list', 1).data?.totalCount === 0;
  return (
    <PageFrame layout="cards" title={t('deposit.title')} lead={t('deposit.lead')}>
      {firstDeposit ? <LazyDepositLimitOffer /> : null}
      <Card id="deposit-form" heading={t('deposit.formLabel')}>
        <DepositForm />
      </Card>
      <Card id="ask-account" heading={t('askAccount.heading')}>
        <AskAccount />
      </Card>
      <PagedHistory
        name="deposit-list"
        call="get-deposit-list"
        heading={t('deposit.history')}
        actions={<DeleteRequestsButton call="del-deposit-list" />}
        columns={[
          { key: 'date', label: t('history.date'), render: (item) => formatDate(item.createdAt) },
          {
            key: 'amount',
            label: t('history.amount'),
            align: 'right',
            render: (item) => t('history.won', { amount: formatNumber(item.amount, locale) }),
          },
          { key: 'depositor', label: t('history.depositor'), render: (item) => item.depositorName },
          {
            key: 'status',
            label: t('history.status'),
            render: (item) => <StatusLabel status={item.status} />,
          },
          {
            key: 'delete',
            label: t('delete.column'),
            render: (item) =>
              isFinishedRequest(item.status) ? (
                <DeleteRequestsButton call="del-deposit-list" id={item.id} />
              ) : null,
          },
        ]}
      />
    </PageFrame>
  );
}
