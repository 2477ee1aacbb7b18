import type { SlotTitle } from '@haneul/game-math';
import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { CashValues } from './cash-values.tsx';
import { MechanicRules } from './mechanic-rules.tsx';
import { Paytable } from './paytable.tsx';
import { RtpFacts } from './rtp-facts.tsx';

/**
 * The slot help: how it pays (its mechanic too), the paytable at the current bet, a hold-and-spin
 * title's cash values, the paylines and the RTP table.
 */
export function SlotHelp({
  title,
  bet,
  info,
  failed,
}: {
  title: SlotTitle;
  bet: number;
  info: TGameInfoAnswer | null;
  failed: boolean;
}) {
  const { t, won } = useI18n();
  const evaluation = title.evaluation;
  const awards = Object.entries(title.freeSpins.awards).map(([count, spins]) =>
    t('help.awardEntry', { count: Number(count), spins: spins ?? 0 }),
  );
  return (
    <>
      <section>
        <h3>{t('help.rulesTitle')}</h3>
        <ul className="rules">
          <li>
            {evaluation.kind === 'lines'
              ? t('help.linesRule', { lines: evaluation.lines.length })
              : t('help.waysRule', { ways: title.rows ** title.reels })}
          </li>
          <li>
            {t('help.betRule', { min: won(title.minBet), max: won(title.maxBet), coins: title.coinsPerSpin })}
          </li>
          {awards.length > 0 && (
            <li>
              {t('help.freeSpinsRule', { awards: awards.join(', '), multiplier: title.freeSpins.multiplier })}
            </li>
          )}
          <MechanicRules title={title} bet={bet} />
        </ul>
      </section>
      <section>
        <h3>{t('help.paytableTitle', { bet: won(bet) })}</h3>
        <Paytable title={title} bet={bet} />
      </section>
      {title.mechanic?.kind === 'hold-and-spin' && (
        <section>
          <h3>{t('help.cashValuesTitle', { bet: won(bet) })}</h3>
          <CashValues rules={title.mechanic} bet={bet} />
        </section>
      )}
      {evaluation.kind === 'lines' && (
        <section>
          <h3>{t('help.paylinesTitle')}</h3>
          <ol className="paylines">
            {evaluation.lines.map((rows, i) => (
              <li key={i} aria-label={t('help.paylineLabel', { line: i + 1 })}>
                <span className="paylines__num">{i + 1}</span>
                <svg viewBox={`0 0 ${title.reels * 10} ${title.rows * 10}`} aria-hidden="true">
                  {rows.map((row, reel) =>
                    Array.from({ length: title.rows }, (_, y) => (
                      <rect
                        key={`${reel}-${y}`}
                        x={reel * 10 + 1}
                        y={y * 10 + 1}
                        width="8"
                        height="8"
                        rx="1.5"
                        className={y === row ? 'on' : ''}
                      />
                    )),
                  )}
                </svg>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section>
        <h3>{t('help.rtpTitle')}</h3>
        {info?.kind === 'slot' ? (
          <RtpFacts rtp={info.rtp} />
        ) : (
          <p className="panel-note">{failed ? t('help.rtpUnavailable') : t('common.loading')}</p>
        )}
      </section>
    </>
  );
}
