import { useState, type FormEvent } from 'react';
import { ZClientSeed, type TRevealedSeeds } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import { ERROR_TEXT } from '../app/error-text.ts';
import type { GameSession } from '../app/use-game-session.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { verifyHref } from './verify-link.ts';

/**
 * Provably fair, for the player: the hash of the server seed in use (committed before play),
 * their own client seed (theirs to change), the next nonce, and rotation, which reveals the old
 * server seed so every round played with it can be checked on the verify page.
 */
export function FairnessPanel({ session }: { session: GameSession }) {
  const { t, fmt, lang } = useI18n();
  const { fairness } = session;
  const [draft, setDraft] = useState(fairness.clientSeed);
  const [invalid, setInvalid] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<TRevealedSeeds | null>(null);
  const lastRound = session.recent[0]?.id ?? null;

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(t(ERROR_TEXT[gameErrorCode(error)]));
    } finally {
      setWorking(false);
    }
  };

  const saveSeed = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZClientSeed.safeParse(draft);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    void run(async () => {
      // Changing the seed after rounds were played with the pair reveals that pair, as rotation does.
      const answer = await session.api.setClientSeed(parsed.data);
      if (answer.revealed) setRevealed(answer.revealed);
      session.setFairness(answer.fairness);
      setDraft(answer.fairness.clientSeed);
    });
  };

  const rotate = () =>
    void run(async () => {
      const answer = await session.api.rotateSeeds();
      setRevealed(answer.revealed);
      session.setFairness(answer.fairness);
      setDraft(answer.fairness.clientSeed);
    });

  return (
    <div className="fairness">
      <p className="panel-note">{t('fair.intro')}</p>
      <dl className="fairness__facts">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="mono" data-testid="server-seed-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t('fair.nextNonce')}</dt>
        <dd className="mono">{fmt.number(fairness.nextNonce)}</dd>
      </dl>
      <form className="fairness__seed" onSubmit={saveSeed} noValidate>
        <label htmlFor="client-seed">{t('fair.clientSeed')}</label>
        <div className="field-row">
          <input
            id="client-seed"
            className="mono"
            value={draft}
            maxLength={64}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={invalid}
            aria-describedby="client-seed-help"
            spellCheck={false}
            autoComplete="off"
          />
          <button type="submit" className="btn-ghost" disabled={working || draft === fairness.clientSeed}>
            {t('fair.saveSeed')}
          </button>
        </div>
        <p id="client-seed-help" className={invalid ? 'field-error' : 'field-help'}>
          {invalid ? t('fair.seedInvalid') : t('fair.seedHelp')}
        </p>
      </form>
      <button type="button" className="btn-ghost wide" onClick={rotate} disabled={working}>
        {t('fair.rotate')}
      </button>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {revealed && (
        <section className="revealed" aria-live="polite">
          <h3>{t('fair.revealedTitle')}</h3>
          <dl className="fairness__facts">
            <dt>{t('fair.serverSeed')}</dt>
            <dd className="mono" data-testid="revealed-seed">
              {revealed.serverSeed}
            </dd>
            <dt>{t('fair.serverSeedHash')}</dt>
            <dd className="mono">{revealed.serverSeedHash}</dd>
            <dt>{t('fair.clientSeed')}</dt>
            <dd className="mono">{revealed.clientSeed}</dd>
          </dl>
          <p className="panel-note">{t('fair.revealedRounds', { rounds: revealed.roundsPlayed })}</p>
        </section>
      )}
      <a className="fairness__verify" href={verifyHref(lastRound, lang)} target="_blank" rel="noopener">
        {lastRound ? t('fair.verifyLast') : t('fair.openVerify')}
      </a>
    </div>
  );
}
