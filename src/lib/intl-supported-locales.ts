/**
 * `Intl.X.supportedLocalesOf` answers the same for a locale for the life of the page, yet costs 2–3 ms
 * a call in Chromium. @formatjs asks it every time it creates an intl object and every time it
 * compiles a message (IntlMessageFormat.resolveLocale): a dozen calls before a page is usable. This
 * keeps each constructor's answers, asking Intl once per list of locales.
 */
type WithSupportedLocales = { supportedLocalesOf(locales: string | readonly string[], options?: { localeMatcher?: 'lookup' | 'best fit' }): string[] };

const REMEMBERED = Symbol.for('site.supportedLocalesRemembered');

export function rememberSupportedLocales(constructors: WithSupportedLocales[] = [Intl.NumberFormat, Intl.DateTimeFormat, Intl.PluralRules]): void {
  for (const constructor of constructors) {
    const target = constructor as WithSupportedLocales & { [REMEMBERED]?: true };
    if (target[REMEMBERED]) continue;
    const ask = target.supportedLocalesOf.bind(target);
    const answers = new Map<string, readonly string[]>();
    target.supportedLocalesOf = (locales, options) => {
      // Options (a lookup matcher) are rare: those calls go to Intl as they are.
      if (options !== undefined) return ask(locales, options);
      const key = typeof locales === 'string' ? locales : locales.join('\u0000');
      let answer = answers.get(key);
      if (!answer) {
        answer = Object.freeze(ask(locales));
        answers.set(key, answer);
      }
      return [...answer];
    };
    target[REMEMBERED] = true;
  }
}
