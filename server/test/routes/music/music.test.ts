import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { musicMoods, songs } from '../../../src/db/schema.ts';
import { LYRIC_EXCERPT_LINES, lyricsByMood } from '../../../src/db/seed/media/music-data.ts';
import { auth, get, guestToken, HAN, makeMember, post, SETUP_TIMEOUT, VI_DIACRITICS } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type {
  AlbumPage,
  ArtistCard,
  ArtistFollowState,
  ArtistPage,
  FollowedArtist,
  MoodList,
  MusicHome,
  MyMusicSong,
  SongCard,
  SongDetail,
  SongLikeState,
  SongPlays,
} from '../../../../contracts/schemas/media/music.ts';

const SONG_KEYS = [
  'album', 'artist', 'audioPath', 'cover', 'durationSeconds', 'id', 'likes', 'mood', 'path', 'plays', 'releasedOn', 'slug', 'title', 'trackNumber',
];

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await makeTestApp();
  member = await makeMember(t, 920001);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('GET /other/api/music/home', () => {
  it('gathers top songs, new releases, albums, artists and moods', async () => {
    const { status, body } = await get<MusicHome>(
      t,
      '/other/api/music/home',
    );
    expect(status).toBe(200);
    const { topSongs, newReleases, albums, artists, moods } = body.data;
    expect(topSongs).toHaveLength(10);
    expect(topSongs.map((s) => s.plays)).toEqual([...topSongs.map((s) => s.plays)].sort((a, b) => b - a));
    expect(newReleases).toHaveLength(8);
    expect(newReleases.map((s) => s.releasedOn)).toEqual([...newReleases.map((s) => s.releasedOn)].sort().reverse());
    expect(albums).toHaveLength(6);
    expect(artists).toHaveLength(8);
    expect(artists.map((a) => a.followers)).toEqual([...artists.map((a) => a.followers)].sort((a, b) => b - a));
    expect(moods).toHaveLength(8);
    for (const song of topSongs) expect(Object.keys(song).sort()).toEqual(SONG_KEYS);
  });
});

describe('GET /other/api/music/songs', () => {
  it('pages all songs (tat-ca), most played first, with cover, path and audio', async () => {
    const { body } = await get<Page<SongCard>>(t, '/other/api/music/songs?pageSize=50');
    expect(body.data).toMatchObject({ total: 96, pageNum: 1, pageSize: 50 });
    const plays = body.data.list.map((s) => s.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    for (const song of body.data.list) {
      expect(song.cover).toBe(`/media/song/${song.id}.svg`);
      expect(song.path).toBe(`/am-nhac/bai-hat/${song.slug}/${song.id}`);
      expect(song.audioPath).toBe(`/media/audio/song-${song.id}.mp3`);
      // As long as the generated track the song plays.
      expect(song.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(song.durationSeconds).toBeLessThanOrEqual(60);
      expect(song.releasedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const second = await get<Page<SongCard>>(t, '/other/api/music/songs?pageSize=50&pageNum=2');
    expect(second.body.data.list).toHaveLength(46);
    expect(new Set([...body.data.list, ...second.body.data.list].map((s) => s.id)).size).toBe(96);
  });

  it('filters by mood and artist, and sorts by release', async () => {
    const moods = (await get<MoodList>(t, '/other/api/music/moods')).body.data;
    const sad = moods.find((m) => m.slug === 'buon')!;
    const bySad = await get<Page<SongCard>>(t, '/other/api/music/songs?mood=buon&pageSize=100');
    expect(bySad.body.data.total).toBe(sad.songCount);
    expect(bySad.body.data.list.every((s) => s.mood.slug === 'buon' && s.mood.name === 'Buồn')).toBe(true);
    const byArtist = await get<Page<SongCard>>(t, '/other/api/music/songs?artist=minh-khang&sort=new&pageSize=100');
    expect(byArtist.body.data.total).toBe(8);
    expect(byArtist.body.data.list.every((s) => s.artist.slug === 'minh-khang')).toBe(true);
    const dates = byArtist.body.data.list.map((s) => s.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches titles in every language and without diacritics', async () => {
    const folded = await get<Page<SongCard>>(t, '/other/api/music/songs?keyword=hoa%20sua');
    expect(folded.body.data.list.map((s) => s.slug)).toContain('hoa-sua');
    const en = await get<Page<SongCard>>(t, '/other/api/music/songs?keyword=umbrella', { 'x-language': 'en' });
    expect(en.body.data.list).toHaveLength(1);
    expect(en.body.data.list[0]).toMatchObject({ title: 'The blue umbrella', artist: { name: 'Minh Khang' } });
    const zh = await get<Page<SongCard>>(t, `/other/api/music/songs?keyword=${encodeURIComponent('藍色的傘')}`, { 'x-language': 'zh' });
    expect(zh.body.data.list[0]).toMatchObject({ title: '藍色的傘', artist: { name: '明康' }, mood: { name: '憂傷' } });
  });

  it('answers 404 naming an unknown mood or artist, 400 for bad input', async () => {
    const mood = await get(t, '/other/api/music/songs?mood=gian-du', { 'x-language': 'en' });
    expect(mood.status).toBe(404);
    expect(mood.body).toEqual({ code: 404, msg: 'Mood not found: gian-du', data: null });
    const artist = await get(t, '/other/api/music/songs?artist=ai-do');
    expect(artist.status).toBe(404);
    expect(artist.body.msg).toBe('Không tìm thấy nghệ sĩ: ai-do');
    const sort = await get(t, '/other/api/music/songs?sort=random', { 'x-language': 'en' });
    expect(sort.status).toBe(400);
    expect(sort.body.msg).toBe('querystring.sort is invalid');
    const size = await get(t, '/other/api/music/songs?pageSize=1000', { 'x-language': 'en' });
    expect(size.body).toEqual({ code: 400, msg: 'querystring.pageSize is invalid', data: null });
  });
});

describe('GET /other/api/music/new-releases', () => {
  it('pages songs newest first', async () => {
    const { status, body } = await get<Page<SongCard>>(t, '/other/api/music/new-releases?pageSize=96');
    expect(status).toBe(200);
    expect(body.data.total).toBe(96);
    const dates = body.data.list.map((s) => s.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await get(t, '/other/api/music/new-releases?pageNum=0', { 'x-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('querystring.pageNum is invalid');
  });
});

describe('GET /other/api/music/moods', () => {
  it('lists the moods with counts adding up to every song, in three languages', async () => {
    const vi = await get<MoodList>(t, '/other/api/music/moods');
    expect(vi.body.data.map((m) => m.slug)).toEqual(['vui-ve', 'buon', 'lang-man', 'thu-gian', 'soi-dong', 'hoai-niem', 'tap-trung', 'que-huong']);
    expect(vi.body.data.reduce((sum, m) => sum + m.songCount, 0)).toBe(96);
    const en = await get<MoodList>(t, '/other/api/music/moods', { 'x-language': 'en' });
    expect(en.body.data.map((m) => m.name).slice(0, 3)).toEqual(['Happy', 'Sad', 'Romantic']);
    const zh = await get<MoodList>(t, '/other/api/music/moods', { 'x-language': 'zh' });
    for (const mood of zh.body.data) expect(mood.name).toMatch(HAN);
  });
});

describe('GET /other/api/music/artists and /artist', () => {
  it('pages artists by followers and searches them', async () => {
    const { body } = await get<Page<ArtistCard>>(t, '/other/api/music/artists?pageSize=5');
    expect(body.data).toMatchObject({ total: 12, pageSize: 5 });
    expect(body.data.list[0]).toMatchObject({ songCount: 8, avatar: `/media/artist/${body.data.list[0]!.id}.svg` });
    const band = await get<Page<ArtistCard>>(t, '/other/api/music/artists?keyword=monsoon', { 'x-language': 'en' });
    expect(band.body.data.list).toEqual([expect.objectContaining({ slug: 'nhom-gio-mua', name: 'Monsoon Band', path: '/am-nhac/nhom-gio-mua' })]);
    const bad = await get(t, '/other/api/music/artists?keyword=', { 'x-language': 'en' });
    expect(bad.status).toBe(400);
  });

  it('gives an artist page with bio, albums and songs', async () => {
    const { status, body } = await get<ArtistPage>(
      t,
      '/other/api/music/artist?slug=lan-chi',
      { 'x-language': 'zh' },
    );
    expect(status).toBe(200);
    expect(body.data.artist).toMatchObject({ slug: 'lan-chi', name: '蘭芝', bio: '民歌與鄉土歌曲的歌聲。', songCount: 8 });
    expect(body.data.albums.map((a) => a.title)).toEqual(['新官賀', '順化船歌']);
    expect(body.data.songs).toHaveLength(8);
    expect(body.data.songs.every((s) => s.artist.slug === 'lan-chi')).toBe(true);
  });

  it('answers 404 naming an unknown artist and 400 for a missing slug', async () => {
    const missing = await get(t, '/other/api/music/artist?slug=ca-si-ma', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Artist not found: ca-si-ma', data: null });
    const none = await get(t, '/other/api/music/artist', { 'x-language': 'en' });
    expect(none.body).toEqual({ code: 400, msg: 'querystring.slug is required', data: null });
  });
});

describe('GET /other/api/music/album', () => {
  it('gives the album with its tracks in order and the total length', async () => {
    const { status, body } = await get<AlbumPage>(t, '/other/api/music/album?id=11', { 'x-language': 'en' });
    expect(status).toBe(200);
    expect(body.data.album).toMatchObject({
      id: 11,
      slug: 'mua-thang-sau',
      title: 'June Rain',
      songCount: 4,
      artist: { slug: 'minh-khang', name: 'Minh Khang' },
      cover: '/media/album/11.svg?lang=en',
      path: '/am-nhac/album/mua-thang-sau/11',
    });
    expect(body.data.songs.map((s) => s.trackNumber)).toEqual([1, 2, 3, 4]);
    expect(body.data.songs.map((s) => s.title)).toEqual(['June rain', 'The blue umbrella', 'Old street', 'Waiting for you after the rain']);
    expect(body.data.totalSeconds).toBe(body.data.songs.reduce((sum, s) => sum + s.durationSeconds, 0));
  });

  it('answers 404 naming an unknown album and 400 for a bad id', async () => {
    const missing = await get(t, '/other/api/music/album?id=999', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'No album with id 999', data: null });
    for (const id of ['abc', '-1', '0', '1e99', '99999999999']) {
      const bad = await get(t, `/other/api/music/album?id=${id}`, { 'x-language': 'en' });
      expect(bad.status, id).toBe(400);
      expect(bad.body.msg).toMatch(/^querystring\.id /);
    }
  });
});

describe('GET /other/api/music/song', () => {
  it('gives a song with Vietnamese lyrics, more from the artist and liked = false for guests', async () => {
    const { status, body } = await get<SongDetail>(t, '/other/api/music/song?id=5', { 'x-language': 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 5, slug: 'hoa-sua', title: 'Milk flowers', liked: false, audioPath: '/media/audio/song-5.mp3', album: { id: 12, title: 'Hanoi in Autumn', path: '/am-nhac/album/ha-noi-mua-thu/12' } });
    expect(body.data.lyricsExcerpt.split('\n')).toHaveLength(LYRIC_EXCERPT_LINES);
    expect(body.data.lyricsExcerpt).toMatch(VI_DIACRITICS);
    // Milk flowers is on a nostalgic album: its lines are the nostalgic song's.
    expect(body.data.mood.slug).toBe('hoai-niem');
    expect(body.data.lyricsExcerpt.split('\n').every((line) => lyricsByMood['hoai-niem']!.includes(line))).toBe(true);
    expect(body.data.moreFromArtist.length).toBeGreaterThan(0);
    expect(body.data.moreFromArtist.every((s) => s.artist.id === body.data.artist.id && s.id !== 5)).toBe(true);
  });

  it('gives every song lines of one set, its mood’s, in their sung order, and no two songs of an album the same lines', async () => {
    const rows = await t.app.db
      .select({ id: songs.id, albumId: songs.albumId, lyrics: songs.lyricsExcerpt, mood: musicMoods.slug })
      .from(songs)
      .innerJoin(musicMoods, eq(musicMoods.id, songs.moodId));
    expect(rows.length).toBeGreaterThan(90);
    for (const row of rows) {
      const set = lyricsByMood[row.mood]!;
      const at = row.lyrics.split('\n').map((line) => set.indexOf(line));
      expect(at, `song ${row.id}`).toHaveLength(LYRIC_EXCERPT_LINES);
      expect(at.every((i, n) => i >= 0 && (n === 0 || i > at[n - 1]!)), `song ${row.id}: ${row.lyrics}`).toBe(true);
    }
    for (const album of new Set(rows.map((row) => row.albumId))) {
      const tracks = rows.filter((row) => row.albumId === album);
      expect(new Set(tracks.map((track) => track.lyrics)).size, `album ${album}`).toBe(tracks.length);
    }
    // The lines of a mood are not another mood's.
    const moods = Object.values(lyricsByMood);
    expect(new Set(moods.flat()).size).toBe(moods.flat().length);
  });

  it('answers 404 naming an unknown song', async () => {
    const { status, body } = await get(t, '/other/api/music/song?id=4040', { 'x-language': 'zh' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '找不到 id 為 4040 的歌曲', data: null });
    const bad = await get(t, '/other/api/music/song?id=x', { 'x-language': 'en' });
    expect(bad.body.msg).toBe('querystring.id must be of type integer');
  });
});

describe('POST /other/api/music/artist/follow and /unfollow, GET /other/api/music/followed-artists', () => {
  const artistOf = async (slug: string, token: string) => (await get<ArtistPage>(t, `/other/api/music/artist?slug=${slug}`, auth(token))).body.data.artist;

  it('follows once however often asked, counts it on the artist, and lists the member’s artists, latest first', async () => {
    const fan = await makeMember(t, 920011);
    const before = await artistOf('thao-vy', fan);
    expect(before.followed).toBe(false);
    const first = await post<ArtistFollowState>(t, '/other/api/music/artist/follow', { artistId: before.id }, auth(fan));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ artistId: before.id, followed: true, followers: before.followers + 1 });
    const again = await post<ArtistFollowState>(t, '/other/api/music/artist/follow', { artistId: before.id }, auth(fan));
    expect(again.body.data).toEqual({ artistId: before.id, followed: true, followers: before.followers + 1 });
    expect(await artistOf('thao-vy', fan)).toMatchObject({ followed: true, followers: before.followers + 1 });
    // Another visitor sees the count, not the follow.
    expect(await artistOf('thao-vy', guestToken(t))).toMatchObject({ followed: false, followers: before.followers + 1 });

    const second = await artistOf('lan-chi', fan);
    await post(t, '/other/api/music/artist/follow', { artistId: second.id }, auth(fan));
    const listed = await get<Page<FollowedArtist>>(t, '/other/api/music/followed-artists?pageNum=1&pageSize=10', auth(fan, 'en'));
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.list.map((a) => [a.slug, a.name])).toEqual([['lan-chi', 'Lan Chi'], ['thao-vy', 'Thao Vy']]);
    expect(listed.body.data.list[1]).toMatchObject({ followers: before.followers + 1, path: '/am-nhac/thao-vy' });

    const stopped = await post<ArtistFollowState>(t, '/other/api/music/artist/unfollow', { artistId: before.id }, auth(fan));
    expect(stopped.body.data).toEqual({ artistId: before.id, followed: false, followers: before.followers });
    const twice = await post<ArtistFollowState>(t, '/other/api/music/artist/unfollow', { artistId: before.id }, auth(fan));
    expect(twice.body.data.followers).toBe(before.followers);
    const left = await get<Page<FollowedArtist>>(t, '/other/api/music/followed-artists?pageNum=1&pageSize=10', auth(fan));
    expect(left.body.data.list.map((a) => a.slug)).toEqual(['lan-chi']);
  });

  it('needs a member and a known artist', async () => {
    for (const path of ['/other/api/music/artist/follow', '/other/api/music/artist/unfollow']) {
      const anonymous = await post(t, path, { artistId: 1 }, { 'x-language': 'en' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 401, msg: 'Authentication required', data: null });
      expect((await post(t, path, { artistId: 1 }, auth(guestToken(t)))).status).toBe(401);
      const missing = await post(t, path, { artistId: 7777 }, auth(member, 'zh'));
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('找不到 id 為 7777 的歌手');
      const bad = await post(t, path, { artistId: 0 }, auth(member, 'en'));
      expect(bad.status).toBe(400);
    }
    expect((await get(t, '/other/api/music/followed-artists?pageNum=1&pageSize=10', auth(guestToken(t)))).status).toBe(401);
  });
});

describe('POST /other/api/music/like and /unlike', () => {
  it('likes once, counts it, shows it in my music and on the song', async () => {
    const before = (await get<SongDetail>(t, '/other/api/music/song?id=9', auth(member))).body.data;
    expect(before.liked).toBe(false);
    const first = await post<SongLikeState>(t, '/other/api/music/like', { songId: 9 }, auth(member));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ songId: 9, liked: true, likes: before.likes + 1 });
    const again = await post<SongLikeState>(t, '/other/api/music/like', { songId: 9 }, auth(member));
    expect(again.body.data.likes).toBe(before.likes + 1);
    const after = (await get<SongDetail>(t, '/other/api/music/song?id=9', auth(member))).body.data;
    expect(after.liked).toBe(true);

    const unliked = await post<SongLikeState>(t, '/other/api/music/unlike', { songId: 9 }, auth(member));
    expect(unliked.body.data).toEqual({ songId: 9, liked: false, likes: before.likes });
    const twice = await post<SongLikeState>(t, '/other/api/music/unlike', { songId: 9 }, auth(member));
    expect(twice.body.data.likes).toBe(before.likes);
  });

  it('needs a member and a known song', async () => {
    for (const path of ['/other/api/music/like', '/other/api/music/unlike']) {
      const anonymous = await post(t, path, { songId: 1 }, { 'x-language': 'en' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 401, msg: 'Authentication required', data: null });
      const guest = await post(t, path, { songId: 1 }, auth(guestToken(t)));
      expect(guest.status).toBe(401);
      const missing = await post(t, path, { songId: 7777 }, auth(member, 'en'));
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('No song with id 7777');
      const bad = await post(t, path, { songId: '1' }, auth(member, 'en'));
      expect(bad.body).toEqual({ code: 400, msg: 'body.songId must be of type integer', data: null });
    }
  });
});

describe('POST /other/api/music/play and GET /other/api/music/my-music', () => {
  it('counts plays from anyone and keeps a member’s recently played, each song once', async () => {
    const listener = await makeMember(t, 920002);
    const start = (await get<SongDetail>(t, '/other/api/music/song?id=20')).body.data.plays;
    const anonymous = await post<SongPlays>(t, '/other/api/music/play', { songId: 20 });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ songId: 20, plays: start + 1 });
    await post(t, '/other/api/music/play', { songId: 20 }, auth(guestToken(t)));
    for (const songId of [30, 20, 40, 30]) await post(t, '/other/api/music/play', { songId }, auth(listener));
    expect((await get<SongDetail>(t, '/other/api/music/song?id=20')).body.data.plays).toBe(start + 3);

    const recent = await get<Page<MyMusicSong>>(t, '/other/api/music/my-music?tab=recent', auth(listener));
    expect(recent.status).toBe(200);
    expect(recent.body.data.total).toBe(3);
    expect(recent.body.data.list.map((s) => s.id)).toEqual([30, 40, 20]);
    expect(Date.parse(recent.body.data.list[0]!.at)).toBeGreaterThanOrEqual(Date.parse(recent.body.data.list[1]!.at));
    const paged = await get<Page<SongCard>>(t, '/other/api/music/my-music?tab=recent&pageSize=2&pageNum=2', auth(listener));
    expect(paged.body.data.list.map((s) => s.id)).toEqual([20]);
  });

  it('lists liked songs, latest like first', async () => {
    const fan = await makeMember(t, 920003);
    for (const songId of [3, 50, 17]) await post(t, '/other/api/music/like', { songId }, auth(fan));
    const { body } = await get<Page<MyMusicSong>>(t, '/other/api/music/my-music', auth(fan, 'en'));
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((s) => s.id)).toEqual([17, 50, 3]);
    expect(body.data.list[0]!.title).not.toMatch(VI_DIACRITICS);
    const empty = await get<Page<SongCard>>(t, '/other/api/music/my-music?tab=recent', auth(fan));
    expect(empty.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('rejects bad plays and asks members for my music', async () => {
    const missing = await post(t, '/other/api/music/play', { songId: 5000 }, { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No song with id 5000');
    const bad = await post(t, '/other/api/music/play', {}, { 'x-language': 'en' });
    expect(bad.body).toEqual({ code: 400, msg: 'body.songId is required', data: null });
    const guest = await get(t, '/other/api/music/my-music', auth(guestToken(t), 'en'));
    expect(guest.status).toBe(401);
    expect(guest.body.msg).toBe('Authentication required');
    const tab = await get(t, '/other/api/music/my-music?tab=history', auth(member, 'en'));
    expect(tab.body).toEqual({ code: 400, msg: 'querystring.tab is invalid', data: null });
  });
});
