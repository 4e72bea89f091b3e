import { assign, fromPromise, sendParent, setup } from 'xstate';
import { LOCALES, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../../contracts/constants';
import { htmlLang, type Messages } from '../../contracts/locale';

export type { Messages };
import { COOKIE, writeCookie } from '../../api/cookies';

export type LocaleEvent = { type: 'locale.change'; locale: Locale } | { type: 'locale.retry' };

interface LocaleContext {
  locale: Locale;
  /** The language being loaded while switching; the current one stays on screen until it arrives. */
  requested: Locale;
  messages: Messages | null;
}

/** The language of the site: loads its precompiled messages, keeps the choice in the language cookie and <html lang>. */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    // The SPA plugs its catalogue chunks in (src/app/actor-context.ts); tests plug in fakes.
    loadMessages: fromPromise<Messages, { locale: Locale }>(() => Promise.reject(new Error('loadMessages is provided by the app'))),
  },
  guards: {
    isOtherSupportedLocale: ({ context, event }) =>
      event.type === 'locale.change' && (LOCALES as readonly string[]).includes(event.locale) && event.locale !== context.locale,
    isSupportedLocale: ({ event }) => event.type === 'locale.change' && (LOCALES as readonly string[]).includes(event.locale),
  },
  actions: {
    persistLocale: ({ context }) => {
      writeCookie(COOKIE.language, context.locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'Lax' });
      document.documentElement.lang = htmlLang(context.locale);
    },
    announceLocale: sendParent(({ context }) => ({ type: 'locale.changed' as const, locale: context.locale })),
    notifyLoadFailed: sendParent({ type: 'toast.show', kind: 'error', messageId: 'toast.languageFailed' }),
    requestLocale: assign({ requested: ({ context, event }) => (event.type === 'locale.change' ? event.locale : context.locale) }),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, requested: input.locale, messages: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInitial',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'ready',
          actions: [assign({ locale: ({ context }) => context.requested, messages: ({ event }) => event.output }), 'persistLocale', 'announceLocale'],
        },
        onError: 'failed',
      },
      on: { 'locale.change': { guard: 'isSupportedLocale', target: 'loading', reenter: true, actions: 'requestLocale' } },
    },
    failed: {
      on: {
        'locale.retry': 'loading',
        'locale.change': { guard: 'isSupportedLocale', target: 'loading', actions: 'requestLocale' },
      },
    },
    ready: {
      on: { 'locale.change': { guard: 'isOtherSupportedLocale', target: 'switching', actions: 'requestLocale' } },
    },
    switching: {
      invoke: {
        id: 'loadSwitch',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'ready',
          actions: [assign({ locale: ({ context }) => context.requested, messages: ({ event }) => event.output }), 'persistLocale', 'announceLocale'],
        },
        onError: { target: 'ready', actions: [assign({ requested: ({ context }) => context.locale }), 'notifyLoadFailed'] },
      },
      on: { 'locale.change': { guard: 'isSupportedLocale', target: 'switching', reenter: true, actions: 'requestLocale' } },
    },
  },
});
