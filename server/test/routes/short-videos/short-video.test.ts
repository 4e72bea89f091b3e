import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/auth/tokens.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN, memberToken } from '../content/content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { CategoryTypeList } from '../../../../contracts/schemas/content/common.ts';
import type { CreatorPage, CreatorProfile, FollowState, ShortItem, ShortLikeState, ShortSaveState } from '../../../../contracts/schemas/content/shorts.ts';

let t: TestApp;
let follower: string; // member 100: seeded with follows and saves
let actor: string; // member 150: used for likes, saves, follows and new clips
beforeAll(async () => {
  t = await makeTestApp();
  follower = memberToken(t, 100);
  actor = memberToken(t, 150);
});
afterAll(() => t.close());

const get = <T>(url: string, headers: Record<string, string> = {}) => call<T>(t, url, { headers });
const post = <T>(url: string, body: unknown, authorization?: string, language = 'en') =>
  call<T>(t, url, { method: 'POST', body, headers: { 'x-language': language, ...(authorization ? { authorization } : {}) } });

describe('GET /other/api/short-video/categories', () => {
  it('answers the categories in the request language', async () => {
    const { status, body } = await get<CategoryTypeList>('/other/api/short-video/categories', { 'x-language': 'zh' });
    expect(status).toBe(200);
    expect(body.data.map((c) => c.slug)).toEqual(['bong-da', 'bong-ro', 'esport', 'ky-thuat', 'hai-huoc', 'hau-truong']);
    expect(body.data[3]!.name).toBe('技巧教學');
  });
});

describe('GET /other/api/short-video/list', () => {
  it('explore (kham-pha) pages clips newest first with creators and counts', async () => {
    const { status, body } = await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=20');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(96);
    const times = body.data.list.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const clip of body.data.list) {
      expect(clip.creator.avatar).toBe(`/media/avatar/${clip.creator.userId}.svg`);
      expect(clip.creator.displayName.length).toBeGreaterThan(0);
      expect(clip.creator.userId >= 10 && clip.creator.userId <= 399).toBe(true);
      expect(clip.thumbnail).toBe(`/media/short/${clip.id}.svg`);
      expect(clip.path).toBe(`/video-ngan/${clip.category.slug}/${clip.slug}`);
      expect(clip.durationSeconds).toBeGreaterThan(0);
      expect(clip.likes).toBeLessThanOrEqual(clip.views);
      expect([clip.liked, clip.saved]).toEqual([false, false]);
    }
  });

  it('trending (xu-huong) orders differently; filters by category, hashtag and keyword', async () => {
    const explore = (await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=10')).body.data.list.map((c) => c.id);
    const trending = (await get<Page<ShortItem>>('/other/api/short-video/list?tab=xu-huong&pageSize=10')).body.data.list.map((c) => c.id);
    expect(trending).not.toEqual(explore);
    const skills = await get<Page<ShortItem>>('/other/api/short-video/list?category=ky-thuat&pageSize=100');
    expect(skills.body.data.total).toBe(16);
    for (const clip of skills.body.data.list) expect(clip.category.slug).toBe('ky-thuat');
    const tagged = await get<Page<ShortItem>>('/other/api/short-video/list?hashtag=%23BongDa&pageSize=100');
    expect(tagged.body.data.total).toBeGreaterThan(0);
    for (const clip of tagged.body.data.list) expect(clip.hashtags).toContain('bongda');
    const found = await get<Page<ShortItem>>('/other/api/short-video/list?keyword=pentakill&pageSize=100', { 'x-language': 'en' });
    expect(found.body.data.total).toBeGreaterThan(0);
    for (const clip of found.body.data.list) expect(clip.title).toMatch(/pentakill/i);
  });

  it('answers in Chinese, and marks what a member liked or saved', async () => {
    const zh = await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=5', { 'x-language': 'zh' });
    for (const clip of zh.body.data.list) expect(clip.title).toMatch(HAN);
    const mine = await get<Page<ShortItem>>('/other/api/short-video/saved?pageSize=100', { authorization: follower });
    const savedId = mine.body.data.list[0]!.id;
    const all = await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=100', { authorization: follower });
    const page2 = await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=100&pageNum=2', { authorization: follower });
    const clip = [...all.body.data.list, ...page2.body.data.list].find((c) => c.id === savedId);
    expect(clip?.saved).toBe(true);
  });

  it('rejects unknown categories (404) and bad filters (400)', async () => {
    expectError(await get('/other/api/short-video/list?category=nau-an', { 'x-language': 'en' }), 404, 'Category not found: nau-an');
    expectError(await get('/other/api/short-video/list?tab=viral', { 'x-language': 'en' }), 400, 'querystring.tab is invalid');
    expectError(await get('/other/api/short-video/list?hashtag=a%20b', { 'x-language': 'en' }), 400, 'querystring.hashtag is invalid');
  });
});

describe('GET /other/api/short-video/following and /saved', () => {
  it('need a member token', async () => {
    const guest = `Bearer ${issueToken(t.app.tokenSecret, 'guest', 'g-1', 3600)}`;
    for (const url of ['/other/api/short-video/following', '/other/api/short-video/saved']) {
      expectError(await get(url, { 'x-language': 'en' }), 401, 'Authentication required');
      expectError(await get(url, { 'x-language': 'en', authorization: guest }), 401, 'Authentication required');
      expectError(await get(url, { 'x-language': 'en', authorization: 'Bearer v1.bad.token' }), 401, 'Authentication required');
    }
  });

  it('following answers clips of followed creators only, newest first', async () => {
    const { status, body } = await get<Page<ShortItem>>('/other/api/short-video/following?pageSize=100', { authorization: follower });
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    const creators = [...new Set(body.data.list.map((c) => c.creator.userId))];
    for (const creatorId of creators) {
      const profile = await get<CreatorPage>(`/other/api/short-video/creator/${creatorId}?pageSize=1`, { authorization: follower });
      expect(profile.body.data.creator.isFollowing).toBe(true);
    }
  });

  it('saved answers the member’s saved clips, all marked saved', async () => {
    const { body } = await get<Page<ShortItem>>('/other/api/short-video/saved?pageSize=100', { authorization: follower });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((c) => c.saved)).toBe(true);
  });
});

describe('GET /other/api/short-video/detail/:slug', () => {
  it('answers one clip and counts the view', async () => {
    const [clip] = (await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=1')).body.data.list;
    const { status, body } = await get<ShortItem>(`/other/api/short-video/detail/${clip!.slug}`, { 'x-language': 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: clip!.id, slug: clip!.slug, views: clip!.views + 1, hlsPath: `/hls/vod/short/${clip!.id}/master.m3u8` });
  });

  it('answers 404 naming an unknown slug', async () => {
    expectError(await get('/other/api/short-video/detail/khong-ton-tai', { 'x-language': 'en' }), 404, 'Short video not found: khong-ton-tai');
  });
});

describe('GET /other/api/short-video/creator/:id', () => {
  it('answers a creator’s stats and clips', async () => {
    const list = (await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=1')).body.data.list;
    const creatorId = list[0]!.creator.userId;
    const { status, body } = await get<CreatorPage>(`/other/api/short-video/creator/${creatorId}?pageSize=100`);
    expect(status).toBe(200);
    const { creator, videos } = body.data;
    expect(creator.userId).toBe(creatorId);
    expect(creator.videos).toBe(videos.total);
    expect(creator.totalLikes).toBe(videos.list.reduce((sum, c) => sum + c.likes, 0));
    expect(videos.list.every((c) => c.creator.userId === creatorId)).toBe(true);
    expect([creator.isFollowing, creator.isSelf]).toEqual([false, false]);
    const self = await get<CreatorPage>(`/other/api/short-video/creator/${creatorId}`, { authorization: memberToken(t, creatorId) });
    expect(self.body.data.creator.isSelf).toBe(true);
  });

  it('answers 404 for an unknown user, 400 for a bad id', async () => {
    expectError(await get('/other/api/short-video/creator/99999', { 'x-language': 'en' }), 404, 'Creator not found: 99999');
    expectError(await get('/other/api/short-video/creator/0', { 'x-language': 'en' }), 400, 'params.id is invalid');
    expectError(await get('/other/api/short-video/creator/abc', { 'x-language': 'en' }), 400, 'params.id must be of type integer');
  });
});

describe('POST like / unlike / save / unsave', () => {
  it('likes once however often it is sent, and unlikes', async () => {
    const [clip] = (await get<Page<ShortItem>>('/other/api/short-video/list?category=esport&pageSize=1')).body.data.list;
    const liked = await post<ShortLikeState>('/other/api/short-video/like', { id: clip!.id }, actor);
    expect(liked.status).toBe(200);
    expect(liked.body.data).toEqual({ id: clip!.id, liked: true, likes: clip!.likes + 1 });
    const again = await post<ShortLikeState>('/other/api/short-video/like', { id: clip!.id }, actor);
    expect(again.body.data.likes).toBe(clip!.likes + 1);
    const detail = await get<ShortItem>(`/other/api/short-video/detail/${clip!.slug}`, { authorization: actor });
    expect(detail.body.data.liked).toBe(true);
    const unliked = await post<ShortLikeState>('/other/api/short-video/unlike', { id: clip!.id }, actor);
    expect(unliked.body.data).toEqual({ id: clip!.id, liked: false, likes: clip!.likes });
    const twice = await post<ShortLikeState>('/other/api/short-video/unlike', { id: clip!.id }, actor);
    expect(twice.body.data.likes).toBe(clip!.likes);
  });

  it('saves to and removes from the saved list', async () => {
    const [clip] = (await get<Page<ShortItem>>('/other/api/short-video/list?category=bong-ro&pageSize=1')).body.data.list;
    const saved = await post<ShortSaveState>('/other/api/short-video/save', { id: clip!.id }, actor);
    expect(saved.body.data).toEqual({ id: clip!.id, saved: true });
    const list = await get<Page<ShortItem>>('/other/api/short-video/saved', { authorization: actor });
    expect(list.body.data.list[0]!.id).toBe(clip!.id);
    const removed = await post('/other/api/short-video/unsave', { id: clip!.id }, actor);
    expect(removed.body.data).toEqual({ id: clip!.id, saved: false });
    const after = await get<Page<ShortItem>>('/other/api/short-video/saved', { authorization: actor });
    expect(after.body.data.list.map((c) => c.id)).not.toContain(clip!.id);
  });

  it.each(['like', 'unlike', 'save', 'unsave'])('%s: 401 without a member, 404 unknown clip, 400 bad body', async (action) => {
    const url = `/other/api/short-video/${action}`;
    expectError(await post(url, { id: 1 }), 401, 'Authentication required');
    expectError(await post(url, { id: 999999 }, actor), 404, 'Short video not found: 999999');
    expectError(await post(url, { id: 'x' }, actor), 400, 'body.id must be of type integer');
    expectError(await post(url, {}, actor), 400, 'body.id is required');
    expectError(await post(url, { id: 1 }, memberToken(t, 987654)), 401, 'This account no longer exists');
  });
});

describe('POST follow / unfollow', () => {
  it('follows a creator, shows their clips under following, and unfollows', async () => {
    // A creator with clips whom the actor does not follow yet.
    const clips = (await get<Page<ShortItem>>('/other/api/short-video/list?pageSize=100', { authorization: actor })).body.data.list;
    let target: CreatorProfile | undefined;
    for (const creatorId of new Set(clips.map((c) => c.creator.userId))) {
      const profile = (await get<CreatorPage>(`/other/api/short-video/creator/${creatorId}`, { authorization: actor })).body.data.creator;
      if (!profile.isFollowing && creatorId !== 150) {
        target = profile;
        break;
      }
    }
    const creatorId = target!.userId;
    const feedBefore = (await get<Page<ShortItem>>('/other/api/short-video/following', { authorization: actor })).body.data.total;

    const followed = await post<FollowState>('/other/api/short-video/follow', { creatorId }, actor);
    expect(followed.body.data).toEqual({ creatorId, following: true, followers: target!.followers + 1 });
    const again = await post<FollowState>('/other/api/short-video/follow', { creatorId }, actor);
    expect(again.body.data.followers).toBe(target!.followers + 1);
    const profile = await get<CreatorPage>(`/other/api/short-video/creator/${creatorId}`, { authorization: actor });
    expect(profile.body.data.creator.isFollowing).toBe(true);
    const feed = await get<Page<ShortItem>>('/other/api/short-video/following?pageSize=100', { authorization: actor });
    expect(feed.body.data.total).toBe(feedBefore + target!.videos);
    expect(feed.body.data.list.some((c) => c.creator.userId === creatorId)).toBe(true);

    const unfollowed = await post('/other/api/short-video/unfollow', { creatorId }, actor);
    expect(unfollowed.body.data).toEqual({ creatorId, following: false, followers: target!.followers });
    const feedAfter = await get<Page<ShortItem>>('/other/api/short-video/following', { authorization: actor });
    expect(feedAfter.body.data.total).toBe(feedBefore);
  });

  it('rejects following oneself, unknown creators and bad bodies', async () => {
    expectError(await post('/other/api/short-video/follow', { creatorId: 150 }, actor), 400, 'You cannot follow yourself');
    expectError(await post('/other/api/short-video/follow', { creatorId: 424242 }, actor), 404, 'Creator not found: 424242');
    expectError(await post('/other/api/short-video/unfollow', { creatorId: -3 }, actor), 400, 'body.creatorId is invalid');
    expectError(await post('/other/api/short-video/follow', { creatorId: 11 }), 401, 'Authentication required');
  });
});

describe('POST /other/api/short-video/create', () => {
  it('creates a clip’s metadata that shows on the creator’s profile', async () => {
    const created = await post<ShortItem>(
      '/other/api/short-video/create',
      { title: '  Pha sút phạt đẹp mắt ở sân Mỹ Đình ', description: 'Quay từ khán đài B', category: 'bong-da', hashtags: ['#MyDinh', 'sutphat', 'mydinh'] },
      actor,
      'vi',
    );
    expect(created.status).toBe(200);
    const clip = created.body.data;
    expect(clip.id).toBeGreaterThanOrEqual(1_000_000);
    expect(clip).toMatchObject({
      slug: `pha-sut-phat-dep-mat-o-san-my-dinh-${clip.id}`,
      title: 'Pha sút phạt đẹp mắt ở sân Mỹ Đình',
      description: 'Quay từ khán đài B',
      category: { slug: 'bong-da', name: 'Bóng đá' },
      creator: { userId: 150, avatar: '/media/avatar/150.svg' },
      hashtags: ['mydinh', 'sutphat'],
      durationSeconds: 0,
      likes: 0,
      views: 0,
      hlsPath: null,
      thumbnail: `/media/short/${clip.id}.svg`,
    });
    const profile = await get<CreatorPage>('/other/api/short-video/creator/150', { authorization: actor });
    expect(profile.body.data.videos.list[0]!.id).toBe(clip.id);
    expect(profile.body.data.creator.isSelf).toBe(true);
    const detail = await get<ShortItem>(`/other/api/short-video/detail/${clip.slug}`);
    expect(detail.body.data.title).toBe(clip.title);
  });

  it.each([
    [{ category: 'bong-da' }, 400, 'body.title is required'],
    [{ title: '   ', category: 'bong-da' }, 400, 'body.title must not be blank'],
    [{ title: 'x'.repeat(121), category: 'bong-da' }, 400, 'body.title must have at most 120 characters'],
    [{ title: 'Hay', category: 'nau-an' }, 400, 'body.category is invalid: nau-an'],
    [{ title: 'Hay', category: 'bong-da', hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 400, 'body.hashtags is invalid'],
    [{ title: 'Hay', category: 'bong-da', hashtags: ['có dấu cách'] }, 400, 'body.hashtags.0 is invalid'],
    [{ title: 42, category: 'bong-da' }, 400, 'body.title must be of type string'],
  ])('rejects %j', async (body, status, msg) => {
    expectError(await post('/other/api/short-video/create', body, actor), status, msg);
  });

  it('needs a member', async () => {
    expectError(await post('/other/api/short-video/create', { title: 'Hay', category: 'bong-da' }), 401, 'Authentication required');
  });
});
