import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { publicApi } from './api/game-api.ts';
import { adoptWindowSession } from './api/window-session.ts';
import { GameWindow } from './app/game-window.tsx';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { langFromSearch, languageTag } from './i18n/langs.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { SoundProvider } from './sound/sound-context.tsx';
import './styles/base.css';
import './styles/window.css';

/**
 * One SPA, two pages: `/verify` is the public verify page (no token, loaded as its own chunk with
 * the engines it replays), anything else is the game window. The token leaves the address bar
 * before anything renders.
 */
const VerifyPage = lazy(() => import('./verify/verify-page.tsx'));

async function boot(): Promise<void> {
  const lang = langFromSearch(window.location.search);
  document.documentElement.lang = languageTag(lang);
  const verify = window.location.pathname.replace(/\/+$/, '') === '/verify';
  const token = verify
    ? null
    : await adoptWindowSession(async (launchCode) => (await publicApi.launch(launchCode)).session);
  const messages = await loadMessages(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider lang={lang} messages={messages}>
        <SoundProvider>
          {verify ? (
            <Suspense
              fallback={
                <div className="window-loading">
                  <div className="spinner" />
                </div>
              }
            >
              <VerifyPage />
            </Suspense>
          ) : (
            <GameWindow token={token} />
          )}
        </SoundProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
