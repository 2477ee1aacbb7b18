import type { TRoundView } from '../../protocol/round-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { BlackjackOutcome } from './blackjack-outcome.tsx';
import { matchesStored } from './outcome-match.ts';
import { CoupOutcome, SlotOutcome, TableOutcome } from './outcome-views.tsx';
import type { Recomputed } from './recompute-round.ts';

/** The replay's findings: the seed's hash against the commitment, the first bytes, the outcome. */
const REASONS: Record<Extract<Recomputed, { ok: false }>['reason'], MessageKey> = {
  unknownGame: 'verify.reason.unknownGame',
  invalidBet: 'verify.reason.invalidBet',
  invalidNonce: 'verify.reason.invalidNonce',
  noStake: 'verify.reason.noStake',
  invalidActions: 'blackjack.verify.invalidActions',
};

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={`verdict verdict--${ok ? 'ok' : 'bad'}`} role="status">
      <span aria-hidden="true">{ok ? '✓' : '✕'}</span> {ok ? yes : no}
    </p>
  );
}

export function VerifyResult({ result, round }: { result: Recomputed; round: TRoundView | null }) {
  const { t, fmt } = useI18n();
  const committed = round?.fairness.serverSeedHash;
  return (
    <div className="verify-result">
      <section>
        <h2>{t('verify.commitmentTitle')}</h2>
        <p className="mono hash" data-testid="commitment">
          {result.commitment}
        </p>
        {committed ? (
          <Verdict
            ok={committed.toLowerCase() === result.commitment}
            yes={t('verify.hashMatches')}
            no={t('verify.hashDiffers')}
          />
        ) : (
          <p className="panel-note">{t('verify.compareHash')}</p>
        )}
      </section>
      {result.firstBytes && (
        <section>
          <h2>{t('verify.bytesTitle')}</h2>
          <p className="mono hash small">{result.firstBytes}</p>
          <p className="panel-note">
            {t('verify.bytesHelp')}{' '}
            {result.ok && t('verify.bytesUsed', { bytes: fmt.number(result.round.bytesUsed) })}
          </p>
        </section>
      )}
      <section>
        <h2>{t('verify.outcomeTitle')}</h2>
        {!result.ok ? (
          <p className="field-error">{t(REASONS[result.reason])}</p>
        ) : result.round.kind === 'slot' ? (
          <SlotOutcome spin={result.round.spin} />
        ) : result.round.kind === 'table' ? (
          <TableOutcome draw={result.round.draw} settlement={result.round.settlement} />
        ) : result.round.kind === 'blackjack' ? (
          <BlackjackOutcome hand={result.round} />
        ) : (
          <CoupOutcome coup={result.round.coup} settlement={result.round.settlement} />
        )}
        {result.ok && round && (
          <Verdict
            ok={matchesStored(result.round, round)}
            yes={t('verify.outcomeMatches')}
            no={t('verify.outcomeDiffers')}
          />
        )}
      </section>
    </div>
  );
}
