import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectMessageUnits, loadMessageUnit, type MessageUnit } from './intl';
import { MESSAGE_UNIT_LOADER } from './intl-globals';

const unit: MessageUnit = { vi: '/assets/messages/vi-a.json', en: '/assets/messages/en-a.json', zh: '/assets/messages/zh-a.json' };

function answering(files: Record<string, Record<string, unknown>>) {
  return vi.fn(async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : new Response('', { status: 404 })));
}

afterEach(() => vi.unstubAllGlobals());

describe('a lazy chunk\'s piece of the catalogue', () => {
  it('is what the injected call of the build reaches', () => {
    expect((globalThis as Record<string, unknown>)[MESSAGE_UNIT_LOADER]).toBe(loadMessageUnit);
  });

  it('loads in the language shown and, during a switch, in the language being loaded, then goes to the locale machine in one piece', async () => {
    const fetch = answering({ [unit.vi]: { 'home.title': 'Trang chủ' }, [unit.en]: { 'home.title': 'Home' } });
    vi.stubGlobal('fetch', fetch);
    const added: unknown[] = [];
    connectMessageUnits({ locales: () => ['vi', 'en'], add: (u, messages) => void added.push([u, messages]) });
    await loadMessageUnit(unit);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([unit.en, unit.vi]);
    expect(added).toEqual([[unit, { vi: { 'home.title': 'Trang chủ' }, en: { 'home.title': 'Home' } }]]);
  });

  it('fails (so the chunk fails to load and the chunk-error path takes over) when its file cannot be read', async () => {
    vi.stubGlobal('fetch', answering({}));
    connectMessageUnits({ locales: () => ['zh'], add: () => {} });
    await expect(loadMessageUnit(unit)).rejects.toThrow(/404/);
  });
});
