import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { DieFace } from './die-face.tsx';
import { markCounts, type RollFacts, type RollMark } from './last-rolls.ts';

/** The last rolls, newest first: the dice, the total, and small / big / triple by colour and mark. */
const MARKS: Record<RollMark, MessageKey> = {
  big: 'sicBo.marks.big',
  small: 'sicBo.marks.small',
  triple: 'sicBo.marks.triple',
};

const OUTCOMES: Record<RollMark, MessageKey> = {
  big: 'sicBo.outcome.big',
  small: 'sicBo.outcome.small',
  triple: 'sicBo.outcome.triple',
};

export function RollHistory({ rolls }: { rolls: readonly RollFacts[] }) {
  const { t } = useI18n();
  const counts = markCounts(rolls);
  return (
    <div className="sb-history">
      <h3>{t('sicBo.history')}</h3>
      {rolls.length > 0 ? (
        <ol
          className="sb-history__list"
          aria-label={t('sicBo.historyLabel', { rolls: rolls.length, ...counts })}
        >
          {rolls.map((roll, i) => (
            <li key={i} className={`sb-roll sb-roll--${roll.mark}${i === 0 ? ' sb-roll--latest' : ''}`}>
              <span className="sb-roll__dice" aria-hidden="true">
                {roll.dice.map((face, j) => (
                  <DieFace key={j} value={face} />
                ))}
              </span>
              <strong aria-hidden="true">{roll.total}</strong>
              <span className="sb-roll__mark" aria-hidden="true">
                {t(MARKS[roll.mark])}
              </span>
              <span className="sr-only">
                {t('sicBo.rollEntry', {
                  dice: roll.dice.join(', '),
                  total: roll.total,
                  mark: t(OUTCOMES[roll.mark]),
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="panel-note">{t('sicBo.historyEmpty')}</p>
      )}
    </div>
  );
}

/** The roll just played: its total, small / big / triple, odd / even, and what came back. */
export function RollReadout({
  facts,
  payout,
  rolling,
}: {
  facts: RollFacts | null;
  payout: number | null;
  rolling: boolean;
}) {
  const { t, won } = useI18n();
  if (rolling) {
    return (
      <p className="sb-readout sb-readout--rolling" role="status">
        {t('sicBo.rolling')}
      </p>
    );
  }
  if (!facts || payout === null) return <p className="sb-readout" role="status" />;
  return (
    <p className={`sb-readout sb-readout--${facts.mark}`} role="status">
      <strong className="sb-readout__total">{t('sicBo.total', { total: facts.total })}</strong>
      <span className="sb-readout__marks">
        <span className={`sb-badge sb-badge--${facts.mark}`}>{t(OUTCOMES[facts.mark])}</span>
        {facts.mark !== 'triple' && (
          <span className="sb-badge sb-badge--parity">
            {t(facts.parity === 'odd' ? 'sicBo.bets.odd' : 'sicBo.bets.even')}
          </span>
        )}
      </span>
      <span className={`sb-readout__net${payout > 0 ? ' gain' : ''}`}>
        {payout > 0 ? t('table.paid', { amount: won(payout) }) : t('table.noWin')}
      </span>
    </p>
  );
}
