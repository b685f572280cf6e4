// Must come first: Arco's imperative APIs (Message, Modal.confirm) need it on React 19.
import '@arco-design/web-react/es/_util/react-19-adapter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/http';
import { App } from './app/App';
import { createApiHooks } from './app/api-hooks';
import { loadConfig } from './app/config';
import { initI18n } from './app/i18n';
import { chooseLanguage } from './app/i18n/language';
import { configureRealtime } from './app/realtime/connection';
import { router, warmPageAt } from './app/router';
import { COOKIE, readCookie } from './app/store/cookies';
import { session } from './app/store/session';
import { installErrorLog } from './pages/dev/error-log/error-log-store';
import { configureMapSource } from './pages/map/map-source';

/** config.json is read before anything renders, so a built console can be re-pointed without a rebuild. */
async function start(): Promise<void> {
  // A signed-in user's page comes in while the configuration, the texts and the session load.
  if (session.get().token) warmPageAt(window.location.pathname);
  const config = await loadConfig();
  installErrorLog(config.errorLog === true);
  configureApi(
    config,
    createApiHooks((path) => void router.navigate(path)),
  );
  configureRealtime(config.socketUrl);
  configureMapSource(config);
  await initI18n(chooseLanguage(readCookie(COOKIE.language), navigator.languages ?? [navigator.language]));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
