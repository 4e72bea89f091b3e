import { assign, fromPromise, sendParent, setup } from 'xstate';
import { LOCALES, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../../contracts/constants';
import { htmlLang, type Messages } from '../../contracts/locale';
import { COOKIE } from '../../contracts/constants';
import { writeCookie } from '../../api/cookies';

export type { Messages };

/** A piece of the catalogue (the entry's, or a lazy chunk's): its file in each language. */
export type MessageUnit = Readonly<Record<Locale, string>>;

export type LocaleEvent =
  | { type: 'locale.change'; locale: Locale }
  | { type: 'locale.retry' }
  /**
   * A lazy chunk's piece arrived, in the language shown and, during a switch, in the language being
   * loaded (both are fetched before the chunk runs, see src/lib/intl.ts).
   */
  | { type: 'locale.unitLoaded'; unit: MessageUnit; messages: Partial<Record<Locale, Messages>> };

interface LocaleContext {
  locale: Locale;
  /** The language being loaded while switching; the current one stays on screen until it arrives. */
  requested: Locale;
  messages: Messages | null;
  /** The pieces of lazy chunks loaded so far: a language switch loads them again in the new language. */
  units: MessageUnit[];
  /** Pieces that arrived in `requested` while it loads: added to its messages when they come. */
  pending: Messages;
}

/** The language of the site: loads its precompiled messages, keeps the choice in the language cookie and <html lang>. */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    // The SPA plugs its catalogue files in (src/app/actor-context.ts); tests plug in fakes.
    loadMessages: fromPromise<Messages, { locale: Locale; units: MessageUnit[] }>(() =>
      Promise.reject(new Error('loadMessages is provided by the app')),
    ),
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
    requestLocale: assign({
      requested: ({ context, event }) => (event.type === 'locale.change' ? event.locale : context.locale),
      pending: () => ({}),
    }),
    takeLoaded: assign({
      locale: ({ context }) => context.requested,
      messages: ({ context, event }) => ({ ...(event as unknown as { output: Messages }).output, ...context.pending }),
      pending: () => ({}),
    }),
    forgetPending: assign({ pending: () => ({}) }),
    /** Keeps the piece for later switches and shows it in the language shown. */
    addUnit: assign(({ context, event }) => {
      if (event.type !== 'locale.unitLoaded') return {};
      const shown = event.messages[context.locale];
      return {
        units: context.units.includes(event.unit) ? context.units : [...context.units, event.unit],
        messages: context.messages && shown ? { ...context.messages, ...shown } : context.messages,
      };
    }),
    /** While a language loads, its part of the piece waits to join the loaded messages. */
    keepUnitForRequested: assign({
      pending: ({ context, event }) =>
        event.type === 'locale.unitLoaded' && event.messages[context.requested] ? { ...context.pending, ...event.messages[context.requested] } : context.pending,
    }),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, requested: input.locale, messages: null, units: [], pending: {} }),
  initial: 'loading',
  on: {
    'locale.unitLoaded': { actions: 'addUnit' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadInitial',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested, units: context.units }),
        onDone: { target: 'ready', actions: ['takeLoaded', 'persistLocale', 'announceLocale'] },
        onError: { target: 'failed', actions: 'forgetPending' },
      },
      on: {
        'locale.change': { guard: 'isSupportedLocale', target: 'loading', reenter: true, actions: 'requestLocale' },
        'locale.unitLoaded': { actions: ['addUnit', 'keepUnitForRequested'] },
      },
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
        input: ({ context }) => ({ locale: context.requested, units: context.units }),
        onDone: { target: 'ready', actions: ['takeLoaded', 'persistLocale', 'announceLocale'] },
        onError: { target: 'ready', actions: [assign({ requested: ({ context }) => context.locale }), 'forgetPending', 'notifyLoadFailed'] },
      },
      on: {
        'locale.change': { guard: 'isSupportedLocale', target: 'switching', reenter: true, actions: 'requestLocale' },
        'locale.unitLoaded': { actions: ['addUnit', 'keepUnitForRequested'] },
      },
    },
  },
});
