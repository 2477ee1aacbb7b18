import type { z } from 'zod';
import type { ZRtpTable } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';

/**
 * The title's published return, as the game server computed it exactly (GET /api/games/:code):
 * the figures every title has, then those of its mechanic (a cascade's tumbles, a hold-and-spin
 * feature's odds and jackpot); free-spin rows only for a title that has free spins.
 */
const VOLATILITY_TEXT: Record<string, MessageKey> = {
  low: 'help.volatility.low',
  medium: 'help.volatility.medium',
  'medium-high': 'help.volatility.mediumHigh',
  high: 'help.volatility.high',
  'very-high': 'help.volatility.veryHigh',
};

export function RtpFacts({ rtp }: { rtp: z.infer<typeof ZRtpTable> }) {
  const { t, fmt } = useI18n();
  const oneIn = (n: number) => t('help.oneIn', { n: Math.round(n) });
  const award = (multiple: number, odds: number) =>
    t('help.topAwardValue', { multiple: fmt.decimal(multiple), odds: oneIn(odds) });
  const volatility = VOLATILITY_TEXT[rtp.volatility];
  const rows: [MessageKey, string][] = [
    ['help.rtp', `${rtp.rtpPercent}%`],
    ['help.baseRtp', fmt.percent(rtp.baseRtp)],
    ['help.hitFrequency', fmt.percent(rtp.hitFrequency)],
    ['help.sd', fmt.decimal(rtp.sd)],
    ['help.volatilityLabel', volatility ? t(volatility) : rtp.volatility],
    ['help.topAward', award(rtp.topAward.multiple, rtp.topAward.oneIn)],
    ['help.maxWin', t('help.multipleOfBet', { multiple: fmt.decimal(rtp.maxWin) })],
  ];
  if (rtp.freeSpinsOneIn !== null) {
    rows.splice(
      2,
      0,
      ['help.freeSpinsRtp', fmt.percent(rtp.freeSpinsRtp)],
      ['help.freeSpinsOneIn', oneIn(rtp.freeSpinsOneIn)],
      ['help.freeSpinsPerTrigger', t('help.spins', { spins: fmt.decimal(rtp.freeSpinsPerTrigger, 1) })],
    );
  }
  if (rtp.cascade) {
    rows.push(
      ['help.tumblesPerSpin', t('help.tumbles', { tumbles: fmt.decimal(rtp.cascade.tumblesPerSpin) })],
      ['help.longestChain', t('help.tumbles', { tumbles: rtp.cascade.longest })],
    );
  }
  const hold = rtp.holdAndSpin;
  if (hold) {
    rows.push(
      ['help.holdRtp', fmt.percent(hold.rtp)],
      ['help.holdOneIn', oneIn(hold.oneIn)],
      ['help.respinsPerTrigger', t('help.respinCount', { respins: fmt.decimal(hold.respinsPerTrigger, 1) })],
      ['help.jackpot', award(hold.jackpot.multiple, hold.jackpot.oneIn)],
    );
  }
  return (
    <table className="facts-table" data-testid="rtp-facts">
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
