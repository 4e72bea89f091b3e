import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppActor } from './app/actor-context';
import App from './app/app';
import { BuildStateMarker } from './app/build-state-marker';
import { COOKIE, readCookie } from './lib/cookies';
import { initialLocale } from './lib/intl';
import './index.css';

const input = {
  width: window.innerWidth,
  locale: initialLocale(readCookie(COOKIE.language)),
  buildId: import.meta.env.DEV ? '' : __BUILD_ID__,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActor.Provider options={{ input }}>
      <App />
      <BuildStateMarker />
    </AppActor.Provider>
  </StrictMode>,
);
