'use client';

import { useTranslations } from 'next-intl';
import { MemberOnly } from '../session';
import { Card } from '../../components/card';
import { PageFrame } from '../../components/page-frame';
import { ProtectionSection } from '../protection';
import { PointsCard } from '../wallet';
import { ChangeExchangePasswordForm } from './change-exchange-password-form';
import { ChangePasswordForm } from './change-password-form';
import { GameMoneyCard } from './game-money-card';
import { LevelCard } from './level-card';
import { MoneyHistory } from './money-history';
import { ProfileCards } from './profile-card';

/**
 * /user (my page): profile, bank details, level (benefits and progress to the next), the two
 * password changes, points (held and converted), the game money at transfer-wallet studios, player protection (limits, time-out and
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
      <GameMoneyCard />
      <ProtectionSection />
      <MoneyHistory heading={t('history')} />
    </PageFrame>
  );
}
