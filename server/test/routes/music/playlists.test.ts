import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { auth, get, guestToken, makeMember, post, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { PlaylistPage, PlaylistSummary } from '../../../../contracts/schemas/media/playlists.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await makeTestApp();
  alice = await makeMember(t, 930001);
  bob = await makeMember(t, 930002);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

async function create(token: string, name: string) {
  return post<PlaylistSummary>(t, '/other/api/music/playlist/create', { name }, auth(token, 'en'));
}

describe('playlists: create, list, read', () => {
  it('creates a playlist with a trimmed name and lists it', async () => {
    const { status, body } = await create(alice, '  Nhạc   chạy bộ  ');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Nhạc chạy bộ', songCount: 0, totalSeconds: 0, cover: null });
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
    const list = await get<Page<PlaylistSummary>>(t, '/other/api/music/playlists', auth(alice));
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toEqual(body.data);
    const page = await get<PlaylistPage>(t, `/other/api/music/playlist?id=${body.data.id}`, auth(alice));
    expect(page.body.data).toEqual({ playlist: body.data, songs: [] });
  });

  it('refuses a name the member already uses, ignoring case, but not one another member uses', async () => {
    await create(alice, 'Buổi sáng');
    const taken = await create(alice, 'BUỔI SÁNG');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, msg: 'You already have a playlist named "BUỔI SÁNG"', data: null });
    const other = await create(bob, 'Buổi sáng');
    expect(other.status).toBe(200);
  });

  it.each([
    [{}, 'body.name is required'],
    [{ name: '' }, 'body.name must have at least 1 characters'],
    [{ name: '    ' }, 'body.name must not be blank'],
    [{ name: 42 }, 'body.name must be of type string'],
    [{ name: 'x'.repeat(61) }, 'body.name must have at most 60 characters'],
    [{ name: 'a\u0000b' }, 'body.name is invalid'],
    [{ name: ['Chill'] }, 'body.name must be of type string'],
  ])('rejects %j with a 400 naming the field', async (payload, msg) => {
    const { status, body } = await post(t, '/other/api/music/playlist/create', payload, auth(alice, 'en'));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('stops at 50 playlists per member', async () => {
    const collector = await makeMember(t, 930003);
    for (let i = 1; i <= 50; i++) expect((await create(collector, `Danh sách ${i}`)).status).toBe(200);
    const over = await create(collector, 'Danh sách 51');
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('You can have at most 50 playlists');
    const page = await get<Page<PlaylistSummary>>(t, '/other/api/music/playlists?pageSize=20&pageNum=3', auth(collector));
    expect(page.body.data).toMatchObject({ total: 50, pageNum: 3 });
    expect(page.body.data.list).toHaveLength(10);
  });

  it('needs a member for every playlist call', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/other/api/music/playlists', undefined],
      ['GET', '/other/api/music/playlist?id=1', undefined],
      ['POST', '/other/api/music/playlist/create', { name: 'x' }],
      ['POST', '/other/api/music/playlist/rename', { id: 1, name: 'x' }],
      ['POST', '/other/api/music/playlist/delete', { id: 1 }],
      ['POST', '/other/api/music/playlist/add-song', { id: 1, songId: 1 }],
      ['POST', '/other/api/music/playlist/remove-song', { id: 1, songId: 1 }],
      ['POST', '/other/api/music/playlist/move-song', { id: 1, songId: 1, position: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, auth(guestToken(t)), auth('v1.abc.def')]) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object, headers: { ...headers, 'x-language': 'en' } });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ code: 401, msg: 'Authentication required', data: null });
      }
    }
  });
});

describe('playlists: songs', () => {
  it('adds songs at the end, keeps order, totals and cover, and removes them', async () => {
    const { body } = await create(alice, 'Thứ tự');
    const id = body.data.id;
    for (const songId of [12, 4, 60]) {
      const added = await post<PlaylistSummary>(t, '/other/api/music/playlist/add-song', { id, songId }, auth(alice));
      expect(added.status).toBe(200);
    }
    const page = await get<PlaylistPage>(t, `/other/api/music/playlist?id=${id}`, auth(alice, 'en'));
    expect(page.body.data.songs.map((s) => [s.id, s.position])).toEqual([[12, 1], [4, 2], [60, 3]]);
    expect(page.body.data.playlist).toMatchObject({
      songCount: 3,
      cover: '/media/song/12.svg?lang=en',
      totalSeconds: page.body.data.songs.reduce((sum, s) => sum + s.durationSeconds, 0),
    });
    expect(Date.parse(page.body.data.playlist.updatedAt)).toBeGreaterThanOrEqual(Date.parse(page.body.data.playlist.createdAt));

    const removed = await post<PlaylistSummary>(t, '/other/api/music/playlist/remove-song', { id, songId: 12 }, auth(alice));
    expect(removed.body.data).toMatchObject({ songCount: 2, cover: '/media/song/4.svg' });
    await post(t, '/other/api/music/playlist/add-song', { id, songId: 12 }, auth(alice));
    const reordered = await get<PlaylistPage>(t, `/other/api/music/playlist?id=${id}`, auth(alice));
    expect(reordered.body.data.songs.map((s) => [s.id, s.position])).toEqual([[4, 1], [60, 2], [12, 3]]);
  });

  it('refuses a song twice (409), an unknown song (404) and removing an absent song (404)', async () => {
    const { body } = await create(alice, 'Lỗi');
    const id = body.data.id;
    await post(t, '/other/api/music/playlist/add-song', { id, songId: 8 }, auth(alice));
    const twice = await post(t, '/other/api/music/playlist/add-song', { id, songId: 8 }, auth(alice, 'en'));
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 409, msg: `Song 8 is already in playlist ${id}`, data: null });
    const unknown = await post(t, '/other/api/music/playlist/add-song', { id, songId: 8888 }, auth(alice, 'en'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('No song with id 8888');
    const absent = await post(t, '/other/api/music/playlist/remove-song', { id, songId: 9 }, auth(alice, 'en'));
    expect(absent.status).toBe(404);
    expect(absent.body.msg).toBe(`Song 9 is not in playlist ${id}`);
    const bad = await post(t, '/other/api/music/playlist/add-song', { id }, auth(alice, 'en'));
    expect(bad.body).toEqual({ code: 400, msg: 'body.songId is required', data: null });
  });
});

describe('playlists: move-song (reorder)', () => {
  it('moves a song up, down and past the end, renumbering 1..n and touching updatedAt', async () => {
    const { body } = await create(alice, 'Sắp xếp');
    const id = body.data.id;
    for (const songId of [3, 14, 25, 36]) await post(t, '/other/api/music/playlist/add-song', { id, songId }, auth(alice));
    const order = (page: { body: { data: PlaylistPage } }) => page.body.data.songs.map((s) => [s.id, s.position]);
    const up = await post<PlaylistPage>(t, '/other/api/music/playlist/move-song', { id, songId: 25, position: 1 }, auth(alice));
    expect(up.status).toBe(200);
    expect(order(up)).toEqual([[25, 1], [3, 2], [14, 3], [36, 4]]);
    const down = await post<PlaylistPage>(t, '/other/api/music/playlist/move-song', { id, songId: 3, position: 3 }, auth(alice));
    expect(order(down)).toEqual([[25, 1], [14, 2], [3, 3], [36, 4]]);
    const end = await post<PlaylistPage>(t, '/other/api/music/playlist/move-song', { id, songId: 25, position: 200 }, auth(alice));
    expect(order(end)).toEqual([[14, 1], [3, 2], [36, 3], [25, 4]]);
    const read = await get<PlaylistPage>(t, `/other/api/music/playlist?id=${id}`, auth(alice));
    expect(order(read)).toEqual(order(end));
    expect(read.body.data.playlist.cover).toBe('/media/song/14.svg');
  });

  it("refuses a song not in it (404), another member's playlist (403), an unknown one (404) and a bad place (400)", async () => {
    const { body } = await create(alice, 'Không đổi');
    const id = body.data.id;
    await post(t, '/other/api/music/playlist/add-song', { id, songId: 5 }, auth(alice));
    const absent = await post(t, '/other/api/music/playlist/move-song', { id, songId: 6, position: 1 }, auth(alice, 'en'));
    expect(absent.status).toBe(404);
    expect(absent.body.msg).toBe(`Song 6 is not in playlist ${id}`);
    const foreign = await post(t, '/other/api/music/playlist/move-song', { id, songId: 5, position: 1 }, auth(bob, 'en'));
    expect(foreign.status).toBe(403);
    const unknown = await post(t, '/other/api/music/playlist/move-song', { id: 999_999, songId: 5, position: 1 }, auth(alice, 'en'));
    expect(unknown.status).toBe(404);
    for (const position of [0, -1, 201, 1.5, 'x']) {
      const bad = await post(t, '/other/api/music/playlist/move-song', { id, songId: 5, position }, auth(alice, 'en'));
      expect(bad.status, String(position)).toBe(400);
    }
  });
});

describe('playlists: rename and delete', () => {
  it('renames, keeps the same name allowed, and refuses a taken one', async () => {
    const { body } = await create(alice, 'Tên cũ');
    const id = body.data.id;
    const renamed = await post<PlaylistSummary>(t, '/other/api/music/playlist/rename', { id, name: 'Tên mới' }, auth(alice));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Tên mới' });
    const sameName = await post<PlaylistSummary>(t, '/other/api/music/playlist/rename', { id, name: 'tên mới' }, auth(alice));
    expect(sameName.status).toBe(200);
    expect(sameName.body.data.name).toBe('tên mới');
    await create(alice, 'Đã có');
    const taken = await post(t, '/other/api/music/playlist/rename', { id, name: 'đã có' }, auth(alice));
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('Bạn đã có danh sách phát tên "đã có"');
  });

  it('deletes a playlist and its songs', async () => {
    const { body } = await create(alice, 'Xóa tôi');
    const id = body.data.id;
    await post(t, '/other/api/music/playlist/add-song', { id, songId: 1 }, auth(alice));
    const deleted = await post(t, '/other/api/music/playlist/delete', { id }, auth(alice));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    const gone = await get(t, `/other/api/music/playlist?id=${id}`, auth(alice, 'en'));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 404, msg: `No playlist with id ${id}`, data: null });
    const again = await post(t, '/other/api/music/playlist/delete', { id }, auth(alice));
    expect(again.status).toBe(404);
  });

  it("forbids touching another member's playlist (403) and names unknown ones (404)", async () => {
    const { body } = await create(bob, 'Của Bob');
    const id = body.data.id;
    const calls: [string, string, unknown][] = [
      ['GET', `/other/api/music/playlist?id=${id}`, undefined],
      ['POST', '/other/api/music/playlist/rename', { id, name: 'Của Alice' }],
      ['POST', '/other/api/music/playlist/delete', { id }],
      ['POST', '/other/api/music/playlist/add-song', { id, songId: 1 }],
      ['POST', '/other/api/music/playlist/remove-song', { id, songId: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object, headers: auth(alice, 'en') });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: `Playlist ${id} does not belong to you`, data: null });
    }
    const still = await get<PlaylistPage>(t, `/other/api/music/playlist?id=${id}`, auth(bob));
    expect(still.body.data.playlist.name).toBe('Của Bob');
    const unknown = await post(t, '/other/api/music/playlist/rename', { id: 123456, name: 'x' }, auth(alice, 'zh'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('找不到 id 為 123456 的播放清單');
    const badId = await post(t, '/other/api/music/playlist/delete', { id: 'one' }, auth(alice, 'en'));
    expect(badId.body).toEqual({ code: 400, msg: 'body.id must be of type integer', data: null });
  });
});
