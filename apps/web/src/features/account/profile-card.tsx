'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '../../lib/format';
import { maskAccount } from '../../lib/mask-account';
import { Card } from '../../components/card';
import { ReadOnlyField } from '../../components/read-only-field';
import { useMember } from '../wallet';

/** The member's profile and bank details, both read-only (bank details change only through support). */
export function ProfileCards() {
  const t = useTranslations('myPage');
  const { data: member, isError } = useMember();
  if (isError) return <p className="text-sm text-slate-400">{t('unavailable')}</p>;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card id="profile" heading={t('profile.heading')}>
        <dl data-card="profile" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <ReadOnlyField label={t('profile.userId')} value={member?.userId} />
          <ReadOnlyField label={t('profile.nick')} value={member?.nick} />
          <ReadOnlyField label={t('profile.phone')} value={member?.phone} />
          <ReadOnlyField
            label={t('profile.level')}
            value={member ? t('profile.levelValue', { level: member.level }) : undefined}
          />
          <ReadOnlyField
            label={t('profile.birthDate')}
            value={member ? formatDate(member.birthDate) : undefined}
          />
          <ReadOnlyField
            label={t('profile.joined')}
            value={member ? formatDate(member.createdAt) : undefined}
          />
          <ReadOnlyField label={t('profile.agentCode')} value={member?.agentCode} />
        </dl>
      </Card>
      <Card id="bank" heading={t('bank.heading')}>
        <dl data-card="bank" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <ReadOnlyField label={t('bank.bankName')} value={member?.bankname} />
          <ReadOnlyField label={t('bank.bankOwner')} value={member?.bankOwner} />
          <ReadOnlyField label={t('bank.bankNumber')} value={maskAccount(member?.banknum)} />
        </dl>
        <p className="mt-4 rounded-xl border border-gold-500/20 bg-gold-400/5 px-3.5 py-2.5 text-xs text-slate-300">
          {t('bank.note')}
        </p>
      </Card>
    </div>
  );
}
