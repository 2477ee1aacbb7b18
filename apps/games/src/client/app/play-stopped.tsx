import type { StopStatus } from '../api/game-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { REFUSAL_TEXT } from './error-text.ts';

/**
 * Over the game once the wallet refused a bet for a play limit or an exclusion: the window takes
 * no more bets (the game beneath is inert), says why in the player's language, and offers to leave.
 */
export function PlayStopped({ status }: { status: StopStatus }) {
  const { t } = useI18n();
  return (
    <div className="play-stopped" role="alert">
      <div className="session-ended__card">
        <h1>{t('protection.stoppedTitle')}</h1>
        <p>{t(REFUSAL_TEXT[status])}</p>
        <button type="button" className="btn-gold" onClick={() => window.close()}>
          {t('session.closeWindow')}
        </button>
      </div>
    </div>
  );
}
