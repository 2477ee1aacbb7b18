import { useEffect, useMemo } from 'react';
import { Brand } from '../app/brand.tsx';
import { ERROR_TEXT } from '../app/error-text.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import '../styles/verify.css';
import { recomputeRound } from './recompute-round.ts';
import { VerifyForm } from './verify-form.tsx';
import { VerifyResult } from './verify-result.tsx';
import { inputOf, useVerifyFields } from './use-verify-fields.ts';

/**
 * `/verify`: public, no token. Anyone can replay a round from its seeds; with `?round=<id>` the
 * stored round is loaded, the fields filled in, and the replay compared with what was stored.
 */
export default function VerifyPage() {
  const { t } = useI18n();
  const roundId = new URLSearchParams(window.location.search).get('round');
  const { fields, setFields, round, loadError, loading } = useVerifyFields(roundId);
  const result = useMemo(() => (fields.serverSeed ? recomputeRound(inputOf(fields)) : null), [fields]);

  useEffect(() => {
    document.title = t('verify.documentTitle');
  }, [t]);

  return (
    <div className="verify-page">
      <header className="top-bar top-bar--verify">
        <Brand />
        <h1 className="top-bar__game">{t('verify.title')}</h1>
      </header>
      <main className="verify-page__main">
        <section className="verify-page__intro card">
          <p>{t('verify.intro')}</p>
          {roundId && loading && <p className="panel-note">{t('common.loading')}</p>}
          {loadError && (
            <p className="field-error" role="alert">
              {loadError === 'not_found' ? t('verify.roundNotFound') : t(ERROR_TEXT[loadError])}
            </p>
          )}
          {round && !round.fairness.serverSeed && (
            <p className="notice-inline" role="status">
              {t('verify.notRevealed', { hash: round.fairness.serverSeedHash })}
            </p>
          )}
        </section>
        <div className="verify-page__grid">
          <section className="card" aria-labelledby="verify-inputs">
            <h2 id="verify-inputs">{t('verify.inputsTitle')}</h2>
            <VerifyForm fields={fields} onChange={setFields} />
          </section>
          <section className="card" aria-live="polite">
            {result ? (
              <VerifyResult result={result} round={round} />
            ) : (
              <p className="panel-note">{t('verify.enterSeed')}</p>
            )}
          </section>
        </div>
      </main>
    </div>
  );
}
