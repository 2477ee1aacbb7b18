import { useEffect, useRef, useState } from 'react';
import type { TRealityCheck } from '../../protocol/round-api.ts';
import { gameErrorCode } from '../api/api-error.ts';
import type { GameApi } from '../api/game-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { ERROR_TEXT } from './error-text.ts';

const MINUTE_MS = 60_000;

/**
 * The reality check the server waits on (docs/protection.md#game-window): this window session's
 * time, stakes, wins and net, then "continue" (acknowledged with the server, which answers any
 * check that fell due meanwhile) or "leave game". A modal the player must answer: Escape does not
 * close it, and no round is taken until it is acknowledged.
 */
export function RealityCheckDialog({
  check,
  api,
  onAnswered,
}: {
  check: TRealityCheck;
  api: GameApi;
  onAnswered: (next: TRealityCheck | null) => void;
}) {
  const { t, won } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const goOn = () => {
    setSending(true);
    setFailure(null);
    api.acknowledgeRealityCheck(check.due).then(
      (answer) => onAnswered(answer.realityCheck),
      (error: unknown) => {
        setSending(false);
        setFailure(ERROR_TEXT[gameErrorCode(error)]);
      },
    );
  };
  const net = check.net < 0 ? `−${won(-check.net)}` : won(check.net);

  return (
    <dialog
      ref={ref}
      className="reality-check"
      role="alertdialog"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="reality-check-title">{t('protection.realityTitle')}</h2>
      <p id="reality-check-text">{t('protection.realityText')}</p>
      <dl className="reality-check__figures">
        <dt>{t('protection.timePlayed')}</dt>
        <dd>{t('protection.minutes', { minutes: Math.floor(check.playedMs / MINUTE_MS) })}</dd>
        <dt>{t('protection.staked')}</dt>
        <dd>{won(check.staked)}</dd>
        <dt>{t('protection.won')}</dt>
        <dd>{won(check.won)}</dd>
        <dt>{t('protection.net')}</dt>
        <dd>{net}</dd>
      </dl>
      {failure && <p role="alert">{t(failure)}</p>}
      <div className="reality-check__actions">
        <button type="button" className="btn-ghost" onClick={() => window.close()}>
          {t('protection.leave')}
        </button>
        <button type="button" className="btn-gold" onClick={goOn} disabled={sending} autoFocus>
          {t('protection.continue')}
        </button>
      </div>
    </dialog>
  );
}
