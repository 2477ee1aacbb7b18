import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { Brand } from './brand.tsx';

/** A dismissible message over the game: an error of the last action, in the player's language. */
export function Notice({ text, onClose }: { text: MessageKey | null; onClose: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    if (!text) return;
    const timer = window.setTimeout(onClose, 6000);
    return () => window.clearTimeout(timer);
  }, [text, onClose]);
  if (!text) return null;
  return (
    <div className="notice" role="alert">
      <span className="notice__icon" aria-hidden="true">
        !
      </span>
      <p>{t(text)}</p>
      <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}

/** The whole window when the session cannot go on (no token, expired, or the server refused it). */
export function SessionEnded({ text, retry }: { text: MessageKey; retry: boolean }) {
  const { t } = useI18n();
  return (
    <main className="session-ended">
      <div className="session-ended__card">
        <Brand />
        <h1>{t('session.endedTitle')}</h1>
        <p role="alert">{t(text)}</p>
        <div className="session-ended__actions">
          {retry && (
            <button type="button" className="btn-gold" onClick={() => window.location.reload()}>
              {t('session.retry')}
            </button>
          )}
          <button type="button" className={retry ? 'btn-ghost' : 'btn-gold'} onClick={() => window.close()}>
            {t('session.closeWindow')}
          </button>
        </div>
      </div>
    </main>
  );
}
