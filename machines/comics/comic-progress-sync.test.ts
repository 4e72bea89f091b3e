import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProgressWriter } from './comic-progress-sync';

describe('writing a member’s place to the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the last place once the reader settles, one series at a time', () => {
    const sent: unknown[] = [];
    const writer = memberProgressWriter((body) => (sent.push(body), Promise.resolve({ ...body, updatedAt: '' })), 800);
    writer.write('a', 1, 1);
    writer.write('a', 1, 2);
    vi.advanceTimersByTime(799);
    expect(sent).toEqual([]);
    writer.write('a', 1, 3);
    vi.advanceTimersByTime(800);
    expect(sent).toEqual([{ slug: 'a', chapter: 1, page: 3 }]);
    writer.write('a', 2, 1);
    writer.write('b', 4, 4);
    expect(sent).toHaveLength(2);
    writer.flush();
    expect(sent).toEqual([
      { slug: 'a', chapter: 1, page: 3 },
      { slug: 'a', chapter: 2, page: 1 },
      { slug: 'b', chapter: 4, page: 4 },
    ]);
    writer.flush();
    expect(sent).toHaveLength(3);
  });

  it('drops a failed write without throwing', async () => {
    const writer = memberProgressWriter(() => Promise.reject(new Error('offline')), 10);
    writer.write('a', 1, 1);
    vi.advanceTimersByTime(10);
    await Promise.resolve();
  });
});
