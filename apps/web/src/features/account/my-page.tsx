'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '../../lib/format';
import { MemberOnly } from '../session';
import { Card } from '../../components/card';
import { PageFrame } from '../../components/page-frame';
import { ProtectionSection } from '../protection';
import { PagedHistory, PointsCard, signedNumber } from '../wallet';
import { ChangeExchangePasswordForm } from './change-exchange-password-form';
import { ChangePasswordForm } from './change-password-form';
import { LevelCard } from './level-card';
import { ProfileCards } from './profile-card';

/**
 * /user (my page): profile, bank details, level (benefits and progress to the next), the two
 * password changes, points (held and converted), player protection (limits, time-out and
 * self-exclusion, the reality check) and recent money history.
 */
export function MyPage() {
  return (
    <MemberOnly>
      <MyPageContent />
    </MemberOnly>
  );
}

function MyPageContent() {
  const t = useTranslations('myPage');
  const tw = useTranslations('wallet');
  const locale = useLocale();
  return (
    <PageFrame layout="cards" title={t('title')} lead={t('lead')}>
      <ProfileCards />
      <LevelCard />
      <div className="grid gap-5 md:grid-cols-2">
        <Card id="change-password" heading={t('password.heading')}>
          <ChangePasswordForm />
        </Card>
        <Card id="change-exchange" heading={t('exchange.heading')}>
          <ChangeExchangePasswordForm />
        </Card>
      </div>
      <PointsCard />
      <ProtectionSection />
      <PagedHistory
        name="money-history"
        call="get-money-history"
        heading={t('history')}
        columns={[
          { key: 'date', label: tw('history.date'), render: (item) => formatDate(item.createdAt) },
          { key: 'kind', label: tw('history.kind'), render: (item) => tw(`kinds.${item.kind}`) },
          {
            key: 'amount',
            label: tw('history.amount'),
            align: 'right',
            render: (item) => tw('history.won', { amount: signedNumber(item.amount, locale) }),
          },
        ]}
      />
    </PageFrame>
  );
}
