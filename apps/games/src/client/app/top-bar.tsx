import { useI18n } from '../i18n/i18n-context.tsx';
import { useSound } from '../sound/sound-context.tsx';
import { Brand } from './brand.tsx';

/** The window's header: wordmark, game name, balance, and the help and sound switches. */
export function TopBar({
  gameName,
  balance,
  onHelp,
}: {
  gameName: string;
  balance: number;
  onHelp: () => void;
}) {
  const { t, won } = useI18n();
  const sound = useSound();
  return (
    <header className="top-bar">
      <Brand />
      <h1 className="top-bar__game" title={gameName}>
        {gameName}
      </h1>
      <div className="top-bar__balance" aria-live="polite">
        <span className="label">{t('common.balance')}</span>
        <strong data-testid="balance">{won(balance)}</strong>
      </div>
      <div className="top-bar__actions">
        <button type="button" className="icon-button" onClick={onHelp} aria-label={t('help.open')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1.9-1.1 1.8M12 16.6v.4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={sound.toggle}
          aria-pressed={sound.enabled}
          aria-label={sound.enabled ? t('sound.turnOff') : t('sound.turnOn')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
            {sound.enabled ? (
              <path
                d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M16 9.5l5 5M21 9.5l-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
      </div>
    </header>
  );
}
