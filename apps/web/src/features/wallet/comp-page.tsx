'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatNumber } from '../../lib/format';
import { MemberOnly, useSession } from '../session';
import { CompForm } from './comp-form';
import { Card } from '../../components/card';
import { PageFrame } from '../../components/page-frame';
import { PagedHistory } from './paged-history';
import { signedNumber } from './signed-won';

/** /comp: comp and cash held, the conversion form and the comp history. */
export function CompPage() {
  return (
    <MemberOnly>
      <CompContent />
    </MemberOnly>
  );
}

function CompContent() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const won = (amount: number) => t('history.won', { amount: formatNumber(amount, locale) });
  return (
    <PageFrame layout="cards" title={t('comp.title')} lead={t('comp.lead')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Card id="comp-held" heading={t('comp.comp')}>
          <p data-amount="comp" className="text-gold-gradient text-3xl font-bold tabular-nums">
            {won(user?.rolling ?? 0)}
          </p>
        </Card>
        <Card id="comp-cash" heading={t('comp.cash')}>
          <p data-amount="cash" className="text-gold-gradient text-3xl font-bold tabular-nums">
            {won(user?.balance ?? 0)}
          </p>
        </Card>
      </div>
      <Card id="comp-form" heading={t('comp.formLabel')}>
        <CompForm comp={user?.rolling ?? 0} />
      </Card>
      <PagedHistory
        name="comp-history"
        call="get-comp-history"
        heading={t('comp.history')}
        columns={[
          { key: 'date', label: t('history.date'), render: (item) => formatDate(item.createdAt) },
          { key: 'kind', label: t('history.kind'), render: (item) => t(`kinds.${item.kind}`) },
          {
            key: 'amount',
            label: t('history.amount'),
            align: 'right',
            render: (item) => t('history.won', { amount: signedNumber(item.amount, locale) }),
          },
        ]}
      />
    </PageFrame>
  );
}
