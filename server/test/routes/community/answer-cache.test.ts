/**
 * The guests' answer cache of the board (routes/community/answer-cache.ts): one read per answer,
 * an expired answer read again behind the kept one, nothing kept across a write; and through the
 * routes, a guest sees a new post, a reaction or a deleted post at once while members are never
 * answered from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, AnswerCache, SEARCH_TTL_MS } from '../../../src/routes/community/answer-cache.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Post, PostStream, SearchResult } from '../../../../contracts/schemas/community.ts';
import { call } from './community-helpers.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('AnswerCache', () => {
  let now = 0;
  const clock = () => now;

  it('reads an answer once for every guest asking while it is read, then keeps it for the TTL', async () => {
    const cache = new AnswerCache(clock);
    let reads = 0;
    const read = deferred<string>();
    const answers = [1, 2, 3].map(() =>
      cache.get('k', () => {
        reads += 1;
        return read.promise;
      }),
    );
    read.resolve('A');
    expect(await Promise.all(answers)).toEqual(['A', 'A', 'A']);
    now += ANSWER_TTL_MS - 1;
    expect(await cache.get('k', async () => 'B')).toBe('A');
    expect(reads).toBe(1);
  });

  it('answers the kept answer while an expired one is read again, then the new one', async () => {
    const cache = new AnswerCache(clock);
    await cache.get('k', async () => 'A');
    now += 1.5 * ANSWER_TTL_MS;
    const again = deferred<string>();
    let reads = 0;
    const next = () => {
      reads += 1;
      return again.promise;
    };
    expect(await cache.get('k', next)).toBe('A');
    expect(await cache.get('k', next)).toBe('A');
    expect(reads).toBe(1);
    again.resolve('B');
    await new Promise((done) => setTimeout(done, 0));
    expect(await cache.get('k', async () => 'C')).toBe('B');
  });

  it('waits for a new read once an answer is more than twice the TTL old', async () => {
    const cache = new AnswerCache(clock);
    await cache.get('k', async () => 'A');
    now += 2.5 * ANSWER_TTL_MS;
    expect(await cache.get('k', async () => 'B')).toBe('B');
  });

  it('keeps an answer as long as it was asked to (search answers longer than feeds)', async () => {
    const cache = new AnswerCache(clock);
    await cache.get('search', async () => 'A', SEARCH_TTL_MS);
    await cache.get('feed', async () => 'A');
    now += ANSWER_TTL_MS * 2.5;
    expect(await cache.get('search', async () => 'B', SEARCH_TTL_MS)).toBe('A');
    expect(await cache.get('feed', async () => 'B')).toBe('B');
  });

  it('keeps nothing across a write: an answer read while a write lands is not kept', async () => {
    const cache = new AnswerCache(clock);
    await cache.get('k', async () => 'A');
    cache.invalidate();
    expect(await cache.get('k', async () => 'B')).toBe('B');
    const slow = deferred<string>();
    const during = cache.get('k2', () => slow.promise);
    cache.invalidate();
    slow.resolve('before the write');
    expect(await during).toBe('before the write');
    expect(await cache.get('k2', async () => 'after the write')).toBe('after the write');
  });

  it('keeps no failed read', async () => {
    const cache = new AnswerCache(clock);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'A')).toBe('A');
  });
});

describe('guest answers of the feeds and search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('show a new post, a reaction and a deletion to guests at once', async () => {
    const before = await call<PostStream>(t, 'GET', 'feed?pageSize=5');
    expect((await call<PostStream>(t, 'GET', 'feed?pageSize=5')).body).toEqual(before.body);
    const created = await call<Post>(t, 'POST', 'posts', { as: 120, body: { content: 'Bài mới cho khách xem ngay: kéo co ở Quần Ngựa' } });
    expect(created.status).toBe(200);
    const after = await call<PostStream>(t, 'GET', 'feed?pageSize=5');
    expect(after.body.data.list[0]!.id).toBe(created.body.data.id);
    const found = await call<SearchResult>(t, 'GET', `search?type=posts&keyword=${encodeURIComponent('keo co o quan ngua')}`);
    expect(found.body.data.posts!.list.map((post) => post.id)).toEqual([created.body.data.id]);

    expect((await call(t, 'PUT', `posts/${created.body.data.id}/reaction`, { as: 121, body: { type: 'love' } })).status).toBe(200);
    const reacted = await call<PostStream>(t, 'GET', 'feed?pageSize=5');
    expect(reacted.body.data.list[0]).toMatchObject({ id: created.body.data.id, reactionsCount: 1, reactions: { love: 1 } });

    expect((await call(t, 'DELETE', `posts/${created.body.data.id}`, { as: 120 })).status).toBe(200);
    expect((await call<PostStream>(t, 'GET', 'feed?pageSize=5')).body).toEqual(before.body);
    const gone = await call<SearchResult>(t, 'GET', `search?type=posts&keyword=${encodeURIComponent('keo co o quan ngua')}`);
    expect(gone.body.data.posts!.total).toBe(0);
  });

  it('never answer a member from them: the member sees their own bookmark', async () => {
    const { body } = await call<PostStream>(t, 'GET', 'feed/community?pageSize=3');
    const post = body.data.list[2]!;
    expect((await call(t, 'PUT', `posts/${post.id}/saved`, { as: 130 })).status).toBe(200);
    const guest = await call<PostStream>(t, 'GET', 'feed/community?pageSize=3');
    const member = await call<PostStream>(t, 'GET', 'feed/community?pageSize=3', { as: 130 });
    expect(guest.body.data.list[2]).toMatchObject({ id: post.id, saved: false });
    expect(member.body.data.list[2]).toMatchObject({ id: post.id, saved: true });
  });

  it("hold what an uncached answer holds: the schema's fields and no others", async () => {
    const keys = (value: object) => Object.keys(value).sort();
    const guest = await call<PostStream>(t, 'GET', 'feed?pageSize=3');
    const member = await call<PostStream>(t, 'GET', 'feed?pageSize=3', { as: 131 });
    expect(keys(guest.body.data)).toEqual(keys(member.body.data));
    expect(keys(guest.body.data.list[0]!)).toEqual(keys(member.body.data.list[0]!));
    expect(keys(guest.body.data.list[0]!.author)).toEqual(keys(member.body.data.list[0]!.author));
  });

  it('answer each language in its own words', async () => {
    const vi = await call<SearchResult>(t, 'GET', 'search?type=groups&keyword=pickleball', { lang: 'vi' });
    const zh = await call<SearchResult>(t, 'GET', 'search?type=groups&keyword=pickleball', { lang: 'zh' });
    expect(vi.body.data.groups!.list[0]!.name).toBe('Cộng đồng Pickleball Sài Gòn');
    expect(zh.body.data.groups!.list[0]!.name).toBe('西貢匹克球社群');
    expect(zh.body.msg).not.toBe(vi.body.msg);
  });
});
