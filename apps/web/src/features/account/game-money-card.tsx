'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card } from '../../components/card';
import { callApi } from '../../lib/call-api';
import { useGameNames } from '../games';
import { GameMoneyPanel } from '../wallet';

/**
 * My page's game money: a panel for every transfer-wallet studio, so money left at one can be
 * brought back without opening its games. Nothing shows while the catalogue has no such studio.
 */
export function GameMoneyCard() {
  const t = useTranslations('wallet.gameMoney');
  const names = useGameNames();
  const studios = useQuery({
    queryKey: ['get-slot-setting'],
    queryFn: async () => {
      const answer = await callApi('get-slot-setting', {});
      if (answer.status !== 'success') throw new Error(`slot setting: ${answer.status}`);
      return answer.slot.flatMap((provider) =>
        provider.transferCompany === null ? [] : [{ provider, company: provider.transferCompany }],
      );
    },
  });
  if (!studios.data || studios.data.length === 0) return null;
  return (
    <Card id="game-money" heading={t('cardHeading')}>
      <div className="flex flex-col divide-y divide-white/10">
        {studios.data.map(({ provider, company }) => (
          <GameMoneyPanel
            key={provider.code}
            company={company}
            studio={names.provider(provider)}
            frame="py-4 first:pt-0 last:pb-0"
          />
        ))}
      </div>
    </Card>
  );
}
