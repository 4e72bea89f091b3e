/**
 * The name of the page on screen (a team, an article's headline…), which a page reads from its data
 * in the visitor's language and tells the app with `usePageName`: the document title shows it
 * (src/app/use-route-effects.ts). Never worked out from the address.
 *
 * The first page of a visit was drawn by the server, with its name in the title, heading and trail;
 * until the page's data is there, the app keeps the server's words (`useServerWords`) rather than
 * showing less and then jumping.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { staticFrameWords, type StaticFrameWords } from './static-frame';

interface ShownPage {
  /** Still the visit's first page, in its first language: what the server drew is this page's. */
  isFirst: boolean;
  /** The name the page on screen told, null until it has. */
  name: string | null;
  setName: (name: string) => void;
}

const ShownPageContext = createContext<ShownPage | null>(null);

/**
 * For the router: the name the page at `path` told, and whether the server's words still stand
 * (the first page, in the first language). Provide it around the page.
 */
export function useShownPage(path: string, locale: string): ShownPage {
  const [first] = useState({ path, locale });
  const [leftFirst, setLeftFirst] = useState(false);
  if (!leftFirst && (path !== first.path || locale !== first.locale)) setLeftFirst(true);
  const [named, setNamed] = useState<{ path: string; name: string } | null>(null);
  const name = named?.path === path ? named.name : null;
  const setName = useCallback((next: string) => setNamed({ path, name: next }), [path]);
  return useMemo(() => ({ isFirst: !leftFirst, name, setName }), [leftFirst, name, setName]);
}

export function ShownPageProvider({ value, children }: { value: ShownPage; children: ReactNode }) {
  return <ShownPageContext.Provider value={value}>{children}</ShownPageContext.Provider>;
}

/**
 * Tells the app the page's name from its data (nothing while it loads); a component anywhere in the
 * page may. Told before the browser paints, so a heading that reads it never shows the route's title first.
 */
export function usePageName(name: string | null | undefined): void {
  const setName = useContext(ShownPageContext)?.setName;
  useLayoutEffect(() => {
    if (name && setName) setName(name);
  }, [name, setName]);
}

/** The name the page on screen has told (its h1), null until it has. */
export function useToldPageName(): string | null {
  return useContext(ShownPageContext)?.name ?? null;
}

/** The heading and trail the server drew for this page, while it is still the first page; else null. */
export function useServerWords(): StaticFrameWords | null {
  return useContext(ShownPageContext)?.isFirst ? staticFrameWords : null;
}
