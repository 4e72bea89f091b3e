/** A browser-like document.cookie for unit tests: set with attributes, read as "a=1; b=2", Max-Age=0 removes. */
export function installCookieJar() {
  const jar = new Map<string, { value: string; attributes: string }>();
  const document = {
    get cookie() {
      return [...jar].map(([name, { value }]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, { value: pair.slice(eq + 1), attributes: attributes.join('; ') });
    },
  };
  (globalThis as { document?: unknown }).document = document;
  return {
    jar,
    attributesOf: (name: string) => jar.get(name)?.attributes ?? null,
    uninstall: () => delete (globalThis as { document?: unknown }).document,
  };
}
