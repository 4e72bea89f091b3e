/**
 * A page test renders the whole app at an address, without a browser or a server: the root actor
 * and every machine are the real ones, their calls go to a FakeApi (answers typed by contracts/),
 * and what has no DOM here (the chat socket) is a fake the test drives. The page is drawn in a
 * language at a width, as a guest or a signed-in member; the test then reads it as a visitor would
 * (roles, names, text) and works it with the keyboard through `user`.
 */
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { vi } from 'vitest';
import { AppActor, rootMachine } from '../app/actor-context';
import App from '../app/app';
import { chatSocketMachine } from '../../machines/chat-socket/chat-socket.machine';
import { chatComposerMachine } from '../../machines/chat-socket/chat-composer.machine';
import { liveScoresMachine } from '../../machines/live-scores/live-scores.machine';
import type { RealtimeLogic } from '../../machines/app/app.machine';
import type { SocketCommand, SocketEvent, SocketInput } from '../../machines/chat-socket/chat-socket.actors';
import { COOKIE, type Locale } from '../../contracts/constants';
import type { UserInfo } from '../../contracts/schemas/users/account';
import { FakeApi } from './fake-api';
import { GEO, GUEST, LIVE_COUNT, menu, marquee, session } from './fixtures/shell';

/** The test window's own controls (happy-dom). */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

export const PHONE = 390;
export const DESKTOP = 1400;

export interface PageOptions {
  /** The answers of the page's calls; the shell's (menu, marquee, geo, guest token, live count) are added unless set. */
  api?: FakeApi;
  locale?: Locale;
  /** The viewport width in CSS pixels (PHONE or DESKTOP). */
  width?: number;
  /** A signed-in member (restored from the refresh cookie, as after a reload); a guest when absent. */
  member?: UserInfo;
}

/** The chat socket of the page, as the test sees it: what the page sent, and frames the test makes it receive. */
export interface FakeSocket {
  readonly opened: SocketInput[];
  readonly sent: SocketCommand[];
  report(event: SocketEvent): void;
}

export interface PageTest extends RenderResult {
  api: FakeApi;
  socket: FakeSocket;
  user: UserEvent;
  /** Waits until the page shows its data: h1 drawn, no loading bar, no busy region or skeleton in main. */
  ready(): Promise<void>;
}

/** Answers the shell's own calls where the test has not set them. */
export function withShell(api: FakeApi, member?: UserInfo): FakeApi {
  const unset = (route: Parameters<FakeApi['answer']>[0]) => !api.has(route);
  if (unset('POST al/api/live/menu')) api.answer('POST al/api/live/menu', ({ language }) => menu(language));
  if (unset('GET other/api/resource/marquee/home-list')) api.answer('GET other/api/resource/marquee/home-list', ({ language }) => marquee(language));
  if (unset('GET other/api/geo')) api.answer('GET other/api/geo', GEO);
  if (unset('POST live/api/user/guest-login')) api.answer('POST live/api/user/guest-login', GUEST);
  if (unset('GET live/api/user/guest-info')) api.answer('GET live/api/user/guest-info', { guestId: GUEST.guestId, createdAt: '2026-11-20T00:00:00.000Z' });
  if (unset('GET other/api/schedule/total-live-schedule')) api.answer('GET other/api/schedule/total-live-schedule', LIVE_COUNT);
  if (member) {
    if (unset('POST live/api/user/refresh-token')) api.answer('POST live/api/user/refresh-token', session(member));
    if (unset('GET live/api/user/info')) api.answer('GET live/api/user/info', member);
    if (unset('GET live/api/user/message/list')) api.answer('GET live/api/user/message/list', { list: [], total: 0, pageNum: 1, pageSize: 1, unread: 0 });
  }
  return api;
}

/** Renders the app at `path` (with its query) and waits for the first paint of the page. */
export async function renderPage(path: string, options: PageOptions = {}): Promise<PageTest> {
  const { locale = 'vi', width = DESKTOP, member } = options;
  const api = withShell(options.api ?? new FakeApi(), member);
  vi.stubGlobal('fetch', api.fetch);
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: width <= PHONE ? 844 : 900 });
  document.cookie = `${COOKIE.language}=${locale}; path=/`;
  window.history.replaceState(null, '', path);

  const socket = fakeSocket();
  const realtime: RealtimeLogic = { chatSocket: chatSocketMachine.provide({ actors: { socket: socket.logic } }), chatComposer: chatComposerMachine, liveScores: liveScoresMachine };
  const logic = rootMachine.provide({
    actors: { realtimeLogic: fromPromise(async () => realtime) },
  });
  const input = { width, locale, buildId: '', mayHaveMemberSession: member !== undefined, hasGuestToken: false };
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <AppActor.Provider logic={logic} options={{ input }}>
        <App />
      </AppActor.Provider>
    </StrictMode>,
  );
  // The catalogue of the language, then the page's chunk.
  await screen.findByRole('main', {}, { timeout: 5_000 });
  return { ...view, api, socket: socket.view, user, ready: () => pageReady() };
}

/**
 * A visitor's action that opens a page of another route (a link, a card, a tab that is its own
 * route). The router shows the next page once its chunk has loaded (React suspends on it meanwhile);
 * user-event's steps run in React's synchronous act(), where a suspension is never resumed, so the
 * old page would stay. Awaited inside an async act, the next page shows when its chunk arrives.
 */
export async function toAnotherPage(action: () => Promise<void>): Promise<void> {
  await act(async () => {
    await action();
  });
}

export async function pageReady(): Promise<void> {
  await waitFor(
    () => {
      const main = document.querySelector('main');
      if (!main) throw new Error('no <main> yet');
      if (!main.querySelector('h1, [role=heading][aria-level="1"]')) throw new Error('no h1 in <main> yet');
      if (document.querySelector('[data-testid=loading-bar]')) throw new Error('the loading bar still shows');
      const busy = main.querySelector('[aria-busy=true], [data-state=loading]');
      if (busy) throw new Error(`still loading: ${busy.outerHTML.slice(0, 120)}`);
    },
    { timeout: 5_000 },
  );
}

function fakeSocket(): { logic: ReturnType<typeof fromCallback<SocketCommand, SocketInput>>; view: FakeSocket } {
  const opened: SocketInput[] = [];
  const sent: SocketCommand[] = [];
  let sendBack: ((event: SocketEvent) => void) | null = null;
  const logic = fromCallback<SocketCommand, SocketInput>(({ input, sendBack: back, receive }) => {
    opened.push(input);
    sendBack = back as (event: SocketEvent) => void;
    receive((command) => sent.push(command));
    return () => {
      sendBack = null;
    };
  });
  return {
    logic,
    view: {
      opened,
      sent,
      report: (event) => act(() => sendBack?.(event)),
    },
  };
}
