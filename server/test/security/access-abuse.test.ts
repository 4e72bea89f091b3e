/**
 * Replays of the abuse paths of the security issue: a private group's people and events read by
 * outsiders, two check-ins (and two mission claims) within seconds by moving the member's time zone
 * ahead, and referral EXP farmed with throwaway registrations. Each must now fail.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityEventRsvps, communityGroupMembers } from '../../src/db/schema/community.ts';
import type { Page } from '../../../contracts/schemas/common.ts';
import type { Event, Group, GroupDetail } from '../../../contracts/schemas/community.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT } from '../routes/users/helpers.ts';
import { call as communityCall, errorOf } from '../routes/community/community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '10000' });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('a private group keeps its people and events to its members', () => {
  /** Seeded private groups: 7 (owner 14, no events) and 14 (owner 10, event 10 upcoming). */
  const GROUP = 14;
  const EVENT = 10;
  const OWNER = 10;
  /** What a join page needs, and nothing of who is in the group. */
  const JOIN_PAGE_KEYS = ['cover', 'createdAt', 'description', 'id', 'membersCount', 'myRole', 'myStatus', 'name', 'postsCount', 'privacy', 'topic', 'topicLabel'];
  let outsider: number;
  beforeAll(async () => {
    const rows = await t.app.db.select({ userId: communityGroupMembers.userId }).from(communityGroupMembers).where(eq(communityGroupMembers.groupId, GROUP));
    outsider = [...Array(200).keys()].map((i) => 399 - i).find((id) => !rows.some((row) => row.userId === id))!;
  });

  it('shows a guest or an outsider the join page of the group, without its owner, admins or members', async () => {
    for (const as of [undefined, outsider]) {
      const detail = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as });
      expect(detail.status).toBe(200);
      expect(Object.keys(detail.body.data).sort()).toEqual(JOIN_PAGE_KEYS);
      expect(detail.body.data).toMatchObject({ id: GROUP, privacy: 'private', myStatus: null });
      expect(detail.body.data.membersCount).toBeGreaterThan(10);
      const directory = await communityCall<Page<Group>>(t, 'GET', 'groups?privacy=private&pageSize=50', { as });
      for (const group of directory.body.data.list) expect(group).not.toHaveProperty('owner');
    }
    // A pending request is not membership.
    await communityCall(t, 'POST', `groups/${GROUP}/membership`, { as: outsider });
    const pending = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as: outsider });
    expect(pending.body.data.myStatus).toBe('pending');
    expect(pending.body.data).not.toHaveProperty('admins');
    await communityCall(t, 'DELETE', `groups/${GROUP}/membership`, { as: outsider });

    const member = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as: OWNER });
    expect(member.body.data.owner?.userId).toBe(OWNER);
    expect(member.body.data.admins?.[0]?.userId).toBe(OWNER);
    expect(member.body.data.recentMembers?.length).toBeGreaterThan(0);
  });

  it('refuses its event, attendees and RSVP to outsiders (403 in three languages); members keep them', async () => {
    const messages = {
      en: 'This event belongs to the private group Commentators and Streamers Circle: only its members may see it and RSVP',
      vi: 'Sự kiện này thuộc nhóm kín Hội BLV và Streamer: chỉ thành viên nhóm mới xem và đăng ký tham gia được',
      zh: '此活動屬於私密社團「解說員與主播圈」：僅成員可瀏覽及回覆出席',
    };
    for (const [lang, msg] of Object.entries(messages)) {
      for (const as of [undefined, outsider]) {
        expect(errorOf(await communityCall(t, 'GET', `events/${EVENT}`, { as, lang }))).toEqual({ status: 403, code: 403, msg, data: null });
      }
    }
    const rsvp = await communityCall(t, 'PUT', `events/${EVENT}/rsvp`, { as: outsider, lang: 'en', body: { status: 'going' } });
    expect(errorOf(rsvp)).toEqual({ status: 403, code: 403, msg: messages.en, data: null });
    const rows = await t.app.db
      .select()
      .from(communityEventRsvps)
      .where(and(eq(communityEventRsvps.eventId, EVENT), eq(communityEventRsvps.userId, outsider)));
    expect(rows).toEqual([]);

    const member = await communityCall<Event & { attendees: unknown[] }>(t, 'GET', `events/${EVENT}`, { as: OWNER });
    expect(member.status).toBe(200);
    expect(member.body.data.attendees.length).toBeGreaterThan(0);
    expect((await communityCall(t, 'PUT', `events/${EVENT}/rsvp`, { as: OWNER, body: { status: 'interested' } })).status).toBe(200);
  });

  it('lists its events to members only, in every list of events; its cover says nothing of the event', async () => {
    for (const as of [undefined, outsider]) {
      for (const query of ['when=all', 'when=upcoming', `keyword=${encodeURIComponent('chiến thuật')}&when=all`, 'placeId=12&when=all']) {
        const list = await communityCall<Page<Event>>(t, 'GET', `events?${query}&pageSize=100`, { as });
        expect(list.status).toBe(200);
        expect(list.body.data.list.map((event) => event.id)).not.toContain(EVENT);
        expect(list.body.data.list.every((event) => event.group?.privacy !== 'private')).toBe(true);
        expect(list.body.data.total).toBe(list.body.data.list.length);
      }
      expect(errorOf(await communityCall(t, 'GET', `events?groupId=${GROUP}`, { as, lang: 'en' }))).toEqual({
        status: 403,
        code: 403,
        msg: 'Group Commentators and Streamers Circle is private: only members may see and post',
        data: null,
      });
    }
    const mine = await communityCall<Page<Event>>(t, 'GET', `events?groupId=${GROUP}&when=all`, { as: OWNER });
    expect(mine.body.data.list.map((event) => event.id)).toContain(EVENT);
    const all = await communityCall<Page<Event>>(t, 'GET', 'events?when=all&pageSize=100', { as: OWNER });
    expect(all.body.data.list.map((event) => event.id)).toContain(EVENT);

    const cover = await t.app.inject({ url: `/media/community/event/${EVENT}.svg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).not.toMatch(/chiến thuật|tactics/i);
    expect(cover.body).toBe((await t.app.inject({ url: `/media/community/group/${GROUP}.svg` })).body);
  });
});
