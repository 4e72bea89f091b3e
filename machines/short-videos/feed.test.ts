import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Page } from '../../contracts/schemas/common';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import { createFeed, FEED_PAGE_SIZE } from './feed.machine';

const clip = (id: number) => ({ id, title: `Clip ${id}` }) as ShortItem;

/** A feed over `ids` a page at a time, counting the pages asked for (at most `limit`, then it fails). */
function feedOver(ids: number[], limit = 5) {
  const asked: number[] = [];
  const feed = createFeed(async (pageNum) => {
    asked.push(pageNum);
    if (asked.length > limit) throw new Error('asked too often');
    const list = ids.slice((pageNum - 1) * FEED_PAGE_SIZE, pageNum * FEED_PAGE_SIZE).map(clip);
    return { list, total: ids.length, pageNum, pageSize: FEED_PAGE_SIZE } satisfies Page<ShortItem>;
  });
  return { feed, asked };
}

describe('the short-video feed', () => {
  it('stops after the last page when the clip it opens with is on a page too', async () => {
    // A clip's own page: the clip leads, and its category's newest clips include it.
    const { feed, asked } = feedOver([101, 102, 103]);
    const actor = createActor(feed, { input: { first: clip(102) } }).start();
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches({ ready: 'moreFailed' }));
    expect(ready.value).toEqual({ ready: 'idle' });
    expect(ready.context.items.map((c) => c.id)).toEqual([102, 101, 103]);
    expect(asked).toEqual([1]);
  });

  it('reads the next page near the end of what it holds, and no page past the total', async () => {
    const ids = Array.from({ length: FEED_PAGE_SIZE + 4 }, (_, i) => 200 + i);
    const { feed, asked } = feedOver(ids);
    const actor = createActor(feed, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    for (let i = 0; i < FEED_PAGE_SIZE; i++) actor.send({ type: 'feed.next' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === ids.length);
    expect(done.context.pageNum).toBe(2);
    expect(asked).toEqual([1, 2]);
  });
});
