import type { SlotTitle, SpinResult } from '@haneul/game-math';
import { EMPTY_CELL } from '../art/symbol-art.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { MiniWindow } from './mini-window.tsx';

/**
 * A hold-and-spin feature, replayed: each respin with the values it landed and the respins left
 * after it, the board as it ended, the jackpot if the board filled, and the feature's win.
 */
export function HoldStepsView({ title, result }: { title: SlotTitle; result: SpinResult }) {
  const { t, won } = useI18n();
  const feature = result.holdAndSpin;
  const cash = title.symbols.find((symbol) => symbol.kind === 'cash')?.code;
  if (!feature || !cash) return null;
  const board = feature.values.map((column) => column.map((value) => (value === null ? EMPTY_CELL : cash)));
  return (
    <section className="mechanic-steps" aria-labelledby="hold-steps">
      <h3 id="hold-steps">{t('verify.holdTitle')}</h3>
      <ol className="mechanic-steps__list mechanic-steps__list--respins">
        {feature.respins.map((respin, i) => (
          <li key={i}>
            {t('verify.respinStep', {
              step: i + 1,
              landed: respin.landed.length
                ? respin.landed.map((landing) => won(landing.value)).join(', ')
                : t('verify.respinNothing'),
              left: respin.respinsLeft,
            })}
          </li>
        ))}
      </ol>
      <p className="mechanic-steps__head">{t('verify.lockedValues')}</p>
      <MiniWindow title={title} window={board} values={feature.values} size={48} />
      <dl className="facts">
        <div>
          <dt>{t('help.jackpot')}</dt>
          <dd>{won(feature.jackpot)}</dd>
        </div>
        <div className="total">
          <dt>{t('verify.holdWin')}</dt>
          <dd>{won(feature.win)}</dd>
        </div>
      </dl>
    </section>
  );
}
