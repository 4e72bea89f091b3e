import { describe, expect, it } from 'vitest';
import { namedIds } from './vite-message-chunks.ts';

const ids = new Set(['home.title', 'home.intro', 'route.home', 'route.schedule', 'language.vi', 'language.en', 'chat.send']);
const byPrefix = (prefix: string) => [...ids].filter((id) => id.startsWith(prefix));

describe('the message ids a module names', () => {
  it('finds ids written as string literals, in any quotes, and nothing that only looks like one', () => {
    const code = `intl.formatMessage({ id: 'home.title' }); const x = { labelId: "chat.send" }; t(\`home.intro\`); load('home.titles'); a.home.title;`;
    expect([...namedIds(code, ids, byPrefix)].sort()).toEqual(['chat.send', 'home.intro', 'home.title']);
  });

  it('takes every id under a prefix that a template or a concatenation builds', () => {
    expect([...namedIds('intl.formatMessage({ id: `route.${routeId}` })', ids, byPrefix)].sort()).toEqual(['route.home', 'route.schedule']);
    expect([...namedIds("formatMessage({ id: 'language.' + l })", ids, byPrefix)].sort()).toEqual(['language.en', 'language.vi']);
    expect([...namedIds("const PREFIX = 'language.'; formatMessage({ id: `${PREFIX}${l}` })", ids, byPrefix)].sort()).toEqual(['language.en', 'language.vi']);
  });

  it('finds nothing in code that names no message', () => {
    expect(namedIds('const a = "x.y"; fetch("/live/api/schedule")', ids, byPrefix).size).toBe(0);
  });
});
