import { pocketColour } from '@haneul/game-math';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { RouletteStats } from './roulette-stats.ts';
import { COLOUR_NAME } from './wheel.tsx';

/** A number as a coloured ball, as the table's display board shows it. */
function PocketBall({ pocket, count }: { pocket: number; count?: number }) {
  return (
    <span className={`rl-ball rl-pocket--${pocketColour(pocket)}`}>
      {pocket}
      {count !== undefined && <sup>{count}</sup>}
    </span>
  );
}

/**
 * The table's display board: the last numbers (newest first, largest), the hot and cold numbers of
 * the recent rounds and the share of red, black and 0, and of odd and even.
 */
export function ResultsBoard({ stats }: { stats: RouletteStats }) {
  const { t } = useI18n();
  const { colours, parity, rounds } = stats;
  const share = (n: number, of: number) => `${of > 0 ? (n / of) * 100 : 0}%`;
  const parityTotal = parity.odd + parity.even;

  return (
    <section className="rl-stats" aria-label={t('roulette.statsTitle', { count: rounds })}>
      {rounds === 0 ? (
        <p className="rl-stats__empty">{t('roulette.noHistory')}</p>
      ) : (
        <>
          <div className="rl-stats__row">
            <h3 className="rl-stats__label">{t('roulette.lastNumbers')}</h3>
            <ol className="rl-stats__last">
              {stats.last.map((pocket, i) => (
                // The same number may come up twice: the position is its identity.
                <li key={i}>
                  <PocketBall pocket={pocket} />
                </li>
              ))}
            </ol>
          </div>
          <dl className="rl-stats__hotcold">
            <div className="rl-stats__row">
              <dt className="rl-stats__label rl-stats__label--hot">{t('roulette.hot')}</dt>
              <dd>
                {stats.hot.map(({ pocket, count }) => (
                  <PocketBall key={pocket} pocket={pocket} count={count} />
                ))}
              </dd>
            </div>
            <div className="rl-stats__row">
              <dt className="rl-stats__label rl-stats__label--cold">{t('roulette.cold')}</dt>
              <dd>
                {stats.cold.map(({ pocket, count }) => (
                  <PocketBall key={pocket} pocket={pocket} count={count} />
                ))}
              </dd>
            </div>
          </dl>
          <div className="rl-stats__split">
            <div className="rl-stats__bar" aria-hidden="true">
              <span className="rl-fill-bg--red" style={{ width: share(colours.red, rounds) }} />
              <span className="rl-fill-bg--green" style={{ width: share(colours.green, rounds) }} />
              <span className="rl-fill-bg--black" style={{ width: share(colours.black, rounds) }} />
            </div>
            <dl className="rl-stats__counts rl-stats__counts--colours">
              <div>
                <dt>
                  <i className="rl-dot rl-fill-bg--red" aria-hidden="true" />
                  <span>{t('roulette.bets.red')}</span>
                </dt>
                <dd>{colours.red}</dd>
              </div>
              <div>
                <dt>
                  <i className="rl-dot rl-fill-bg--green" aria-hidden="true" />
                  <span>{t(COLOUR_NAME.green)}</span>
                </dt>
                <dd>{colours.green}</dd>
              </div>
              <div>
                <dt>
                  <i className="rl-dot rl-fill-bg--black" aria-hidden="true" />
                  <span>{t('roulette.bets.black')}</span>
                </dt>
                <dd>{colours.black}</dd>
              </div>
            </dl>
            <div className="rl-stats__bar" aria-hidden="true">
              <span className="rl-fill-bg--odd" style={{ width: share(parity.odd, parityTotal) }} />
              <span className="rl-fill-bg--even" style={{ width: share(parity.even, parityTotal) }} />
            </div>
            <dl className="rl-stats__counts">
              <div>
                <dt>{t('roulette.bets.odd')}</dt>
                <dd>{parity.odd}</dd>
              </div>
              <div>
                <dt>{t('roulette.bets.even')}</dt>
                <dd>{parity.even}</dd>
              </div>
            </dl>
          </div>
        </>
      )}
    </section>
  );
}
