import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TGameInfoAnswer } from '../../protocol/round-api.ts';
import { publicApi } from '../api/game-api.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

/**
 * The help screen as a modal <dialog>: the browser traps focus in it and closes it with Escape.
 * It loads the game's published rules (GET /api/games/:code) once opened; `children` renders them.
 */
export function HelpDialog({
  code,
  title,
  onClose,
  children,
}: {
  code: string;
  title: string;
  onClose: () => void;
  children: (info: TGameInfoAnswer | null, failed: boolean) => ReactNode;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const [info, setInfo] = useState<TGameInfoAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    let live = true;
    publicApi.gameInfo(code).then(
      (answer) => live && setInfo(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <dialog
      ref={ref}
      className="help-dialog"
      aria-labelledby="help-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && ref.current.close()}
    >
      <div className="help-dialog__inner">
        <header className="help-dialog__head">
          <h2 id="help-title">{t('help.title', { game: title })}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => ref.current?.close()}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </header>
        <div className="help-dialog__body">{children(info, failed)}</div>
      </div>
    </dialog>
  );
}
