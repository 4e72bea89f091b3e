import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communitySeed } from '../../../src/db/seed/community/index.ts';
import { EVENTS, GROUPS, PLACES } from '../../../src/db/seed/community/catalogue-data.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Event, EventDetail, Rsvp, UserSummary } from '../../../../contracts/schemas/community.ts';
import { ISO, call, errorOf } from './community-helpers.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /other/api/community/events', () => {
  it('answers upcoming events soonest first, relative to now', async () => {
    const { status, body } = await call<Page<Event>>(t, 'GET', 'events?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(8);
    const now = new Date(clock.now()).toISOString();
    const starts = body.data.list.map((event) => event.startsAt);
    expect(starts.every((time, i) => i === 0 || starts[i - 1]! <= time)).toBe(true);
    for (const event of body.data.list) {
      expect(event.endsAt >= now).toBe(true);
      expect(['upcoming', 'ongoing']).toContain(event.status);
      expect(event.startsAt).toMatch(ISO);
      expect(event.cover).toBe(`/media/community/event/${event.id}.svg`);
      expect(event.goingCount + event.interestedCount).toBeGreaterThan(0);
    }
  });

  it('answers past events latest first, and all events', async () => {
    const past = await call<Page<Event>>(t, 'GET', 'events?when=past&pageSize=100');
    expect(past.body.data.total).toBeGreaterThanOrEqual(4);
    for (const event of past.body.data.list) expect(event.status).toBe('past');
    const all = await call<Page<Event>>(t, 'GET', 'events?when=all&pageSize=100');
    const upcoming = await call<Page<Event>>(t, 'GET', 'events?pageSize=100');
    expect(all.body.data.total).toBe(past.body.data.total + upcoming.body.data.total);
    expect(all.body.data.total).toBeGreaterThanOrEqual(15);
  });

  it('filters by place, group and keyword, and translates titles', async () => {
    const byGroup = await call<Page<Event>>(t, 'GET', 'events?when=all&groupId=12');
    expect(byGroup.body.data.list.map((event) => event.id).sort()).toEqual([16, 7]);
    const byPlace = await call<Page<Event>>(t, 'GET', 'events?when=all&placeId=20');
    for (const event of byPlace.body.data.list) expect(event.place?.id).toBe(20);
    const byKeyword = await call<Page<Event>>(t, 'GET', `events?when=all&keyword=${encodeURIComponent('chay bo')}`, { lang: 'en' });
    expect(byKeyword.body.data.list[0]).toMatchObject({ id: 4, title: 'My Dinh 10 km run' });
    const zh = await call<Page<Event>>(t, 'GET', 'events?when=all&groupId=12', { lang: 'zh' });
    expect(zh.body.data.list.map((event) => event.title)).toContain('國家德比觀賽派對');
  });

  it.each([
    ['events?when=tomorrow', 'querystring.when is invalid'],
    ['events?placeId=abc', 'querystring.placeId must be of type integer'],
    ['events?groupId=0', 'querystring.groupId is invalid'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});

describe('the seeded events', () => {
  // Where each kind of event is held: a court by its sport's name, a run round a stadium's track, a watch party at a café, bar or arena.
  const VENUES: Record<string, { kinds: string[]; court?: string }> = {
    running: { kinds: ['stadium'] },
    tennis: { kinds: ['court'], court: 'Tennis' },
    badminton: { kinds: ['court'], court: 'Badminton' },
    pickleball: { kinds: ['court'], court: 'Pickleball' },
    basketball: { kinds: ['court'], court: 'Basketball' },
    football: { kinds: ['stadium', 'cafe', 'court'], court: 'Five-a-side' },
    billiard: { kinds: ['cafe', 'arena'] },
    volleyball: { kinds: ['cafe', 'arena'] },
    esport: { kinds: ['cafe', 'arena'] },
    marble: { kinds: ['cafe'] },
    chat: { kinds: ['cafe'] },
  };

  it.each(EVENTS.map((event) => [event.title.en, event] as const))('%s takes place where its kind of event is held', (_, event) => {
    const topic = GROUPS.find((group) => group.id === event.groupId)?.topic ?? 'football';
    const place = PLACES.find((p) => p.id === event.placeId)!;
    const venue = VENUES[topic]!;
    expect(venue.kinds, place.name.en).toContain(place.kind);
    if (place.kind === 'court') expect(place.name.en).toContain(venue.court);
  });
});

describe('GET /other/api/community/events/{id}', () => {
  it('answers an event with its attendees, going first', async () => {
    const { status, body } = await call<Event & { attendees: UserSummary[] }>(t, 'GET', 'events/1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, title: 'Xem chung derby Manchester', place: { id: 13 }, group: { id: 2 }, host: { userId: 12 } });
    expect(body.data.attendees.length).toBe(12);
    expect(new Date(body.data.endsAt).getTime() - new Date(body.data.startsAt).getTime()).toBe(150 * 60_000);
  });

  it('answers 404 naming the event', async () => {
    expect(errorOf(await call(t, 'GET', 'events/555', { lang: 'en' }))).toEqual({ status: 404, code: 404, msg: 'Event 555 not found', data: null });
    expect(errorOf(await call(t, 'GET', 'events/555'))).toMatchObject({ msg: 'Không tìm thấy sự kiện 555' });
  });
});

describe('PUT and DELETE /other/api/community/events/{id}/rsvp', () => {
  it('answers going, switches to interested and withdraws', async () => {
    const upcoming = (await call<Page<Event>>(t, 'GET', 'events?pageSize=1&pageNum=3')).body.data.list[0]!;
    const going = await call<Rsvp>(t, 'PUT', `events/${upcoming.id}/rsvp`, { as: 250, body: { status: 'going' } });
    expect(going.status).toBe(200);
    expect(going.body.data).toEqual({ eventId: upcoming.id, status: 'going', goingCount: upcoming.goingCount + 1, interestedCount: upcoming.interestedCount });
    const interested = await call<Rsvp>(t, 'PUT', `events/${upcoming.id}/rsvp`, { as: 250, body: { status: 'interested' } });
    expect(interested.body.data).toEqual({ eventId: upcoming.id, status: 'interested', goingCount: upcoming.goingCount, interestedCount: upcoming.interestedCount + 1 });
    expect((await call<Event>(t, 'GET', `events/${upcoming.id}`, { as: 250 })).body.data.myRsvp).toBe('interested');
    const withdrawn = await call<Rsvp>(t, 'DELETE', `events/${upcoming.id}/rsvp`, { as: 250 });
    expect(withdrawn.body.data).toEqual({ eventId: upcoming.id, status: null, goingCount: upcoming.goingCount, interestedCount: upcoming.interestedCount });
  });

  it('refuses RSVPs to an event that has ended (409)', async () => {
    const past = (await call<Page<Event>>(t, 'GET', 'events?when=past&pageSize=1')).body.data.list[0]!;
    expect(errorOf(await call(t, 'PUT', `events/${past.id}/rsvp`, { as: 250, lang: 'en', body: { status: 'going' } }))).toEqual({
      status: 409,
      code: 409,
      msg: `Event ${past.id} has ended; RSVPs are closed`,
      data: null,
    });
  });

  it('answers 400, 404 and 401', async () => {
    expect(errorOf(await call(t, 'PUT', 'events/1/rsvp', { as: 250, lang: 'en', body: { status: 'maybe' } }))).toMatchObject({ status: 400, msg: 'body.status is invalid' });
    expect(errorOf(await call(t, 'PUT', 'events/1/rsvp', { as: 250, lang: 'en', body: {} }))).toMatchObject({ status: 400, msg: 'body.status is required' });
    expect(errorOf(await call(t, 'PUT', 'events/999/rsvp', { as: 250, body: { status: 'going' } }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'DELETE', 'events/999/rsvp', { as: 250 }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'PUT', 'events/1/rsvp', { body: { status: 'going' } }))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'DELETE', 'events/1/rsvp'))).toMatchObject({ status: 401 });
  });

  it('answers 401 to a member token whose account does not exist', async () => {
    expect(errorOf(await call(t, 'PUT', 'events/1/rsvp', { as: 5, lang: 'en', body: { status: 'going' } }))).toEqual({
      status: 401,
      code: 401,
      msg: 'This account no longer exists',
      data: null,
    });
  });
});

describe('POST /other/api/community/events', () => {
  const at = (hours: number, from = clock.now()) => new Date(from + hours * 3_600_000).toISOString();

  it('creates an event at a place; its host is going, and it leads the upcoming list at its time', async () => {
    const created = await call<EventDetail>(t, 'POST', 'events', {
      as: 270,
      lang: 'en',
      body: { title: '  Xem <b>chung kết</b>  ở quán ', description: 'Đặt bàn trước nhé', startsAt: at(2), endsAt: at(5), placeId: 13 },
    });
    expect(created.status).toBe(200);
    const event = created.body.data;
    expect(event.id).toBeGreaterThanOrEqual(100_000);
    expect(event).toMatchObject({
      title: 'Xem <b>chung kết</b> ở quán',
      description: 'Đặt bàn trước nhé',
      status: 'upcoming',
      cover: `/media/community/event/${event.id}.svg?lang=en`,
      place: { id: 13, name: 'Minute 90 Café' },
      group: null,
      host: { userId: 270 },
      goingCount: 1,
      interestedCount: 0,
      myRsvp: 'going',
      attendees: [expect.objectContaining({ userId: 270 })],
    });
    expect((await t.app.inject({ method: 'GET', url: event.cover })).statusCode).toBe(200);
    const found = await call<Page<Event>>(t, 'GET', `events?keyword=${encodeURIComponent('chung ket')}`);
    expect(found.body.data.list.map((e) => e.id)).toContain(event.id);
    const rsvp = await call<Rsvp>(t, 'PUT', `events/${event.id}/rsvp`, { as: 271, body: { status: 'going' } });
    expect(rsvp.body.data).toMatchObject({ status: 'going', goingCount: 2 });
  });

  it('creates an event for a group only for its members', async () => {
    const ok = await call<EventDetail>(t, 'POST', 'events', { as: 11, body: { title: 'Buổi offline CĐV', startsAt: at(24), endsAt: at(27), groupId: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.group).toMatchObject({ id: 1 });
    const stranger = await call(t, 'POST', 'events', { as: 399, lang: 'en', body: { title: 'Không phải thành viên', startsAt: at(24), endsAt: at(27), groupId: 7 } });
    expect(errorOf(stranger)).toMatchObject({ status: 403, msg: 'Join group Premier League Tips before posting in it' });
  });

  it.each([
    [{ startsAt: -1, endsAt: 2 }, 'The event must start in the future'],
    [{ startsAt: 3, endsAt: 2 }, 'The end must come after the start'],
    [{ startsAt: 3, endsAt: 3 }, 'The end must come after the start'],
    [{ startsAt: 3, endsAt: 3 + 15 * 24 }, 'An event lasts at most 14 days'],
    [{ startsAt: 366 * 24, endsAt: 367 * 24 }, 'Events may be planned at most 365 days ahead'],
  ])('refuses times %j (400)', async (hours, msg) => {
    const now = clock.now();
    const body = { title: 'Giờ không hợp lệ', startsAt: at(hours.startsAt, now), endsAt: at(hours.endsAt, now) };
    expect(errorOf(await call(t, 'POST', 'events', { as: 272, lang: 'en', body }))).toEqual({ status: 400, code: 400, msg, data: null });
  });

  it.each([
    [{ startsAt: 'tomorrow', endsAt: '2030-01-01T00:00:00Z' }, 'body.startsAt is invalid'],
    [{ title: 'ab' }, 'body.title must have at least 3 characters'],
    [{ title: '     ' }, 'body.title must not be blank'],
    [{ placeId: 999 }, 'Place 999 not found'],
    [{ groupId: 9999 }, 'Group 9999 not found'],
  ])('refuses %j', async (patch, msg) => {
    const body = { title: 'Sự kiện thử', startsAt: at(2), endsAt: at(3), ...patch };
    expect(errorOf(await call(t, 'POST', 'events', { as: 272, lang: 'en', body }))).toMatchObject({ msg });
  });

  it('needs a member (401)', async () => {
    expect(errorOf(await call(t, 'POST', 'events', { body: { title: 'Khách', startsAt: at(2), endsAt: at(3) } }))).toMatchObject({ status: 401 });
  });
});

describe('the seeded timeline', () => {
  it('moves forward by whole days at a later start, so events stay around today', async () => {
    const before = (await call<Event>(t, 'GET', 'events/1')).body.data;
    const later = new Date(clock.now() + 3 * 86_400_000 + 3_600_000);
    await communitySeed.onStart!(t.app.db, { now: later });
    const after = (await call<Event>(t, 'GET', 'events/1')).body.data;
    expect(new Date(after.startsAt).getTime() - new Date(before.startsAt).getTime()).toBe(3 * 86_400_000);
    await communitySeed.onStart!(t.app.db, { now: later });
    expect((await call<Event>(t, 'GET', 'events/1')).body.data.startsAt).toBe(after.startsAt);
  });
});
