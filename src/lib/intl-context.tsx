/**
 * The intl object of the current language for every view: `createIntl` of @formatjs/intl under one
 * React context (react-intl's provider and hook without the rest of that library). Messages are
 * precompiled ASTs (npm run i18n:compile), so no ICU parser ships.
 */
import { createIntl, createIntlCache, IntlErrorCode, type IntlShape as FormatjsIntlShape, type OnErrorFn, type ResolvedIntlConfig } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Rich-text values may be React nodes (`<b>{chunks}</b>`). */
export type IntlShape = FormatjsIntlShape<ReactNode>;
export type IntlMessages = ResolvedIntlConfig['messages'];

const IntlContext = createContext<IntlShape | null>(null);

/**
 * Errors of formatting are reported on the console; a message missing from the catalogue pieces
 * loaded (src/lib/intl.ts) is a warning naming it, once, which the end-to-end suite looks for.
 */
export const MISSING_MESSAGE_WARNING = 'missing message:';
const reported = new Set<string>();
const onError: OnErrorFn = (error) => {
  if (error.code === IntlErrorCode.MISSING_TRANSLATION) {
    const id = (error as { descriptor?: { id?: unknown } }).descriptor?.id;
    const key = String(id);
    if (!reported.has(key)) {
      reported.add(key);
      console.warn(`${MISSING_MESSAGE_WARNING} ${key}`);
    }
    return;
  }
  console.error(error);
};
const cache = createIntlCache();

interface IntlProviderProps {
  locale: string;
  messages: IntlMessages;
  defaultLocale: string;
  timeZone: string;
  children: ReactNode;
}

export function IntlProvider({ locale, messages, defaultLocale, timeZone, children }: IntlProviderProps) {
  const intl = useMemo(() => createIntl<ReactNode>({ locale, messages, defaultLocale, timeZone, onError }, cache), [locale, messages, defaultLocale, timeZone]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}
