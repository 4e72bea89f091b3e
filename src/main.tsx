import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppActor } from './app/actor-context';
import App from './app/app';
import { BuildStateMarker } from './app/build-state-marker';
import { devInspector } from './app/inspector';
import { COOKIE } from '../contracts/constants';
import { readCookie } from '../api/cookies';
import { initialLocale } from '../contracts/locale';
import { capturePid, forgetLegacyTokenCookies, mayHaveMemberSession, readTokens, storeDomain } from '../api/session';
import { rememberSupportedLocales } from './lib/intl-supported-locales';
import './index.css';

// Before the first intl object: @formatjs asks Intl's supported locales on every one and every compiled message.
rememberSupportedLocales();
capturePid(window.location.search);
storeDomain(window.location.hostname);
forgetLegacyTokenCookies();
const tokens = readTokens();

const input = {
  width: window.innerWidth,
  locale: initialLocale(readCookie(COOKIE.language)),
  buildId: import.meta.env.DEV ? '' : __BUILD_ID__,
  mayHaveMemberSession: mayHaveMemberSession(),
  hasGuestToken: tokens.guestToken !== null,
};

const inspect = await devInspector(window.location.search);
// Loading the entry's modules was one task: the root actor and the first render start in the next
// (a message to itself, not a timer: a background tab delays timers by a second).
await new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React draws the app in slices and lets the browser paint and take input between them.
startTransition(() =>
  root.render(
  <StrictMode>
    <AppActor.Provider options={{ input, inspect }}>
      <App />
      <BuildStateMarker />
    </AppActor.Provider>
  </StrictMode>,
  ),
);
