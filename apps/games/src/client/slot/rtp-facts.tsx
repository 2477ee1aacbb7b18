import type { z } from 'zod';
import type { ZRtpTable } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';

/** The title's published return, as the game server computed it exactly (GET /api/games/:code). */
const VOLATILITY_TEXT: Record<string, MessageKey> = {
  low: 'help.volatility.low',
  medium: 'help.volatility.medium',
  'medium-high': 'help.volatility.mediumHigh',
  high: 'help.volatility.high',
  'very-high': 'help.volatility.veryHigh',
};

export function RtpFacts({ rtp }: { rtp: z.infer<typeof ZRtpTable> }) {
  const { t, fmt } = useI18n();
  const oneIn = (n: number) => (Number.isFinite(n) ? t('help.oneIn', { n: Math.round(n) }) : '—');
  const volatility = VOLATILITY_TEXT[rtp.volatility];
  const rows: [MessageKey, string][] = [
    ['help.rtp', `${rtp.rtpPercent}%`],
    ['help.baseRtp', fmt.percent(rtp.baseRtp)],
    ['help.freeSpinsRtp', fmt.percent(rtp.freeSpinsRtp)],
    ['help.hitFrequency', fmt.percent(rtp.hitFrequency)],
    ['help.volatilityLabel', volatility ? t(volatility) : rtp.volatility],
    ['help.freeSpinsOneIn', oneIn(rtp.freeSpinsOneIn)],
    ['help.freeSpinsPerTrigger', t('help.spins', { spins: Math.round(rtp.freeSpinsPerTrigger * 10) / 10 })],
    [
      'help.topAward',
      t('help.topAwardValue', { multiple: rtp.topAward.multiple, odds: oneIn(rtp.topAward.oneIn) }),
    ],
  ];
  return (
    <table className="facts-table">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{t(key)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
