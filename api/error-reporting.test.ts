import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_PATH, reportError, toReport } from './error-reporting';

afterEach(() => vi.unstubAllGlobals());

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('error reporting', () => {
  it('sends a report to the server store when no Sentry DSN is configured', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    reportError(toReport('api', 'API 500 on other/api/news/list', '/tin-tuc', { apiPath: 'other/api/news/list', status: 500 }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'api',
      message: 'API 500 on other/api/news/list',
      url: '/tin-tuc',
      apiPath: 'other/api/news/list',
      status: 500,
    });
  });

  it('never breaks the page when the report cannot be sent', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(() => reportError(toReport('error', new Error('boom'), '/'))).not.toThrow();
    await flush();
  });

  it('keeps messages and stacks bounded, and stops after a flood of errors', async () => {
    const report = toReport('error', new Error('x'.repeat(10_000)), '/');
    expect(report.message).toHaveLength(4000);
    expect(report.stack!.length).toBeLessThanOrEqual(4000);
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    for (let i = 0; i < 50; i++) reportError(toReport('error', `loop ${i}`, '/'));
    await flush();
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(20);
  });
});
