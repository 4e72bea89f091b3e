import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityGroupMembers } from '../../../src/db/schema/community.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Group, GroupDetail, Membership, PostStream, UserSummary } from '../../../../contracts/schemas/community.ts';
import { ISO, call, errorOf } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

const GROUP_KEYS = ['cover', 'createdAt', 'description', 'id', 'membersCount', 'myRole', 'myStatus', 'name', 'owner', 'postsCount', 'privacy', 'topic', 'topicLabel'];

/** Members who are not in the group at all, highest ids first. */
async function outsiders(groupId: number): Promise<number[]> {
  const rows = await t.app.db.select().from(communityGroupMembers).where(eq(communityGroupMembers.groupId, groupId));
  return [...Array(300).keys()].map((i) => 399 - i).filter((id) => !rows.some((row) => row.userId === id));
}
const outsider = async (groupId: number) => (await outsiders(groupId))[0]!;

describe('GET /other/api/community/groups', () => {
  it('lists groups with the most members first, in the request language', async () => {
    const { status, body } = await call<Page<Group>>(t, 'GET', 'groups?pageSize=50');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(12);
    const counts = body.data.list.map((group) => group.membersCount);
    expect(counts.every((n, i) => i === 0 || counts[i - 1]! >= n)).toBe(true);
    for (const group of body.data.list) {
      // A private group does not name its owner to outsiders.
      expect(Object.keys(group).sort()).toEqual(group.privacy === 'private' ? GROUP_KEYS.filter((key) => key !== 'owner') : GROUP_KEYS);
      expect(group.cover).toBe(`/media/community/group/${group.id}.svg`);
      expect(group.createdAt).toMatch(ISO);
    }
    const en = await call<Page<Group>>(t, 'GET', 'groups?pageSize=50', { lang: 'en' });
    expect(en.body.data.list.find((group) => group.id === 3)).toMatchObject({ name: 'Saigon Pickleball Community', topicLabel: 'Pickleball' });
    const zh = await call<Page<Group>>(t, 'GET', 'groups?pageSize=50', { lang: 'zh' });
    expect(zh.body.data.list.find((group) => group.id === 1)).toMatchObject({ name: '河內FC球迷會', topicLabel: '足球' });
  });

  it('filters by privacy, topic, keyword and sorts by newest', async () => {
    const privateOnes = await call<Page<Group>>(t, 'GET', 'groups?privacy=private');
    expect(privateOnes.body.data.total).toBeGreaterThan(0);
    for (const group of privateOnes.body.data.list) expect(group.privacy).toBe('private');
    const football = await call<Page<Group>>(t, 'GET', 'groups?topic=football');
    for (const group of football.body.data.list) expect(group.topic).toBe('football');
    const keyword = await call<Page<Group>>(t, 'GET', `groups?keyword=${encodeURIComponent('cau long')}`);
    expect(keyword.body.data.list.map((group) => group.id)).toEqual([6]);
    const newest = await call<Page<Group>>(t, 'GET', 'groups?sort=newest&pageSize=50');
    const times = newest.body.data.list.map((group) => group.createdAt);
    expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
  });

  it("lists the caller's groups with mine=true", async () => {
    const { body } = await call<Page<Group>>(t, 'GET', 'groups?mine=true&pageSize=50', { as: 11 });
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const group of body.data.list) expect(group.myStatus).toBe('member');
    expect(body.data.list.find((group) => group.id === 1)).toMatchObject({ myRole: 'owner' });
    expect(errorOf(await call(t, 'GET', 'groups?mine=true'))).toMatchObject({ status: 401 });
  });

  it.each([
    ['groups?privacy=secret', 'querystring.privacy is invalid'],
    ['groups?sort=random', 'querystring.sort is invalid'],
    ['groups?mine=maybe', 'querystring.mine must be of type boolean'],
    [`groups?keyword=${'a'.repeat(101)}`, 'querystring.keyword must have at most 100 characters'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});

describe('GET /other/api/community/groups/{id}', () => {
  it('answers a group with its admins and newest members', async () => {
    const { status, body } = await call<Group & { admins: UserSummary[]; recentMembers: UserSummary[] }>(t, 'GET', 'groups/1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, name: 'Hội CĐV Hà Nội FC', privacy: 'public', owner: { userId: 11 } });
    expect(body.data.admins[0]?.userId).toBe(11);
    expect(body.data.admins.length).toBe(3);
    expect(body.data.recentMembers.length).toBe(8);
    const rows = await t.app.db
      .select()
      .from(communityGroupMembers)
      .where(and(eq(communityGroupMembers.groupId, 1), eq(communityGroupMembers.status, 'member')));
    expect(body.data.membersCount).toBe(rows.length);
  });

  it('answers 404 naming the group and 400 for bad ids', async () => {
    expect(errorOf(await call(t, 'GET', 'groups/4040', { lang: 'en' }))).toEqual({ status: 404, code: 404, msg: 'Group 4040 not found', data: null });
    expect(errorOf(await call(t, 'GET', 'groups/x', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id must be of type integer' });
  });
});

describe('GET /other/api/community/groups/{id}/posts and /members', () => {
  it("answers a public group's feed and members", async () => {
    const posts = await call<PostStream>(t, 'GET', 'groups/1/posts');
    expect(posts.status).toBe(200);
    expect(posts.body.data.list.length).toBeGreaterThan(0);
    for (const post of posts.body.data.list) expect(post.group?.id).toBe(1);
    const members = await call<Page<UserSummary & { role: string; status: string; joinedAt: string }>>(t, 'GET', 'groups/1/members?pageSize=5');
    expect(members.body.data.list[0]).toMatchObject({ userId: 11, role: 'owner', status: 'member' });
    expect(members.body.data.list[0]?.joinedAt).toMatch(ISO);
    expect(members.body.data.total).toBeGreaterThan(50);
  });

  it('keeps a private group to its members (403 naming the group)', async () => {
    const stranger = await outsider(7);
    expect(errorOf(await call(t, 'GET', 'groups/7/posts', { as: stranger, lang: 'en' }))).toEqual({
      status: 403,
      code: 403,
      msg: 'Group Premier League Tips is private: only members may see and post',
      data: null,
    });
    expect(errorOf(await call(t, 'GET', 'groups/7/members'))).toMatchObject({ status: 403 });
    const owner = await call<PostStream>(t, 'GET', 'groups/7/posts', { as: 14 });
    expect(owner.status).toBe(200);
    expect(errorOf(await call(t, 'GET', 'groups/9999/posts'))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'GET', 'groups/9999/members'))).toMatchObject({ status: 404 });
  });
});

describe('POST and DELETE /other/api/community/groups/{id}/membership', () => {
  it('joins a public group at once and leaves it', async () => {
    const user = await outsider(3);
    const before = (await call<Group>(t, 'GET', 'groups/3')).body.data.membersCount;
    const joined = await call<Membership>(t, 'POST', 'groups/3/membership', { as: user });
    expect(joined.body.data).toEqual({ groupId: 3, userId: user, status: 'member', role: 'member', membersCount: before + 1 });
    const again = await call<Membership>(t, 'POST', 'groups/3/membership', { as: user });
    expect(again.body.data.membersCount).toBe(before + 1);
    expect((await call<Group>(t, 'GET', 'groups/3', { as: user })).body.data).toMatchObject({ myStatus: 'member', myRole: 'member' });
    const left = await call<Membership>(t, 'DELETE', 'groups/3/membership', { as: user });
    expect(left.body.data).toEqual({ groupId: 3, userId: user, status: null, role: null, membersCount: before });
  });

  it('asks to join a private group; an admin approves or declines', async () => {
    const [applicant, second] = (await outsiders(7)) as [number, number];
    const asked = await call<Membership>(t, 'POST', 'groups/7/membership', { as: applicant });
    expect(asked.body.data).toMatchObject({ status: 'pending' });
    await call(t, 'POST', 'groups/7/membership', { as: second });
    const requests = await call<Page<UserSummary & { status: string }>>(t, 'GET', 'groups/7/requests?pageSize=100', { as: 14 });
    expect(requests.body.data.list.map((r) => r.userId)).toEqual(expect.arrayContaining([applicant, second]));
    for (const request of requests.body.data.list) expect(request.status).toBe('pending');
    expect(errorOf(await call(t, 'GET', 'groups/7/requests', { as: applicant, lang: 'en' }))).toEqual({
      status: 403,
      code: 403,
      msg: 'Only group admins may handle join requests',
      data: null,
    });
    const approved = await call<Membership>(t, 'POST', `groups/7/requests/${applicant}`, { as: 14 });
    expect(approved.body.data).toMatchObject({ userId: applicant, status: 'member' });
    expect((await call(t, 'GET', 'groups/7/posts', { as: applicant })).status).toBe(200);
    const declined = await call<Membership>(t, 'DELETE', `groups/7/requests/${second}`, { as: 14 });
    expect(declined.body.data).toMatchObject({ userId: second, status: null });
    expect(errorOf(await call(t, 'POST', `groups/7/requests/${second}`, { as: 14, lang: 'en' }))).toMatchObject({
      status: 404,
      msg: `No join request from member ${second}`,
    });
    expect(errorOf(await call(t, 'POST', `groups/7/requests/${second}`, { as: applicant }))).toMatchObject({ status: 403 });
  });

  it('refuses to let the owner leave (409)', async () => {
    expect(errorOf(await call(t, 'DELETE', 'groups/1/membership', { as: 11, lang: 'en' }))).toEqual({
      status: 409,
      code: 409,
      msg: 'The group owner cannot leave the group',
      data: null,
    });
  });

  it('answers 404, 400 and 401', async () => {
    expect(errorOf(await call(t, 'POST', 'groups/9999/membership', { as: 300 }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'DELETE', 'groups/9999/membership', { as: 300 }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'POST', 'groups/-1/membership', { as: 300 }))).toMatchObject({ status: 400 });
    expect(errorOf(await call(t, 'POST', 'groups/1/membership'))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'GET', 'groups/7/requests'))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'POST', 'groups/7/requests/abc', { as: 14 }))).toMatchObject({ status: 400 });
    expect(errorOf(await call(t, 'DELETE', 'groups/9999/requests/100', { as: 14 }))).toMatchObject({ status: 404 });
  });
});

describe('POST /other/api/community/groups', () => {
  it('creates a private group whose creator is its owner; others ask to join, the owner approves', async () => {
    const creator = 260;
    const created = await call<GroupDetail>(t, 'POST', 'groups', {
      as: creator,
      body: { name: '  Hội   <i>bóng rổ</i> Quận 7 ', description: 'Giao lưu cuối tuần', privacy: 'private', topic: 'basketball' },
      lang: 'en',
    });
    expect(created.status).toBe(200);
    const group = created.body.data;
    expect(group.id).toBeGreaterThanOrEqual(100_000);
    expect(group).toMatchObject({
      name: 'Hội <i>bóng rổ</i> Quận 7',
      description: 'Giao lưu cuối tuần',
      privacy: 'private',
      topic: 'basketball',
      topicLabel: 'Basketball',
      cover: `/media/community/group/${group.id}.svg?lang=en`,
      owner: { userId: creator },
      membersCount: 1,
      postsCount: 0,
      myStatus: 'member',
      myRole: 'owner',
      admins: [expect.objectContaining({ userId: creator })],
    });
    expect((await t.app.inject({ method: 'GET', url: group.cover })).statusCode).toBe(200);
    // Found by its name without diacritics, in the member's groups.
    const found = await call<Page<Group>>(t, 'GET', `groups?keyword=${encodeURIComponent('giao luu cuoi tuan')}`);
    expect(found.body.data.list.map((g) => g.id)).toEqual([group.id]);
    const mine = await call<Page<Group>>(t, 'GET', 'groups?mine=true&sort=newest', { as: creator });
    expect(mine.body.data.list[0]?.id).toBe(group.id);
    // A stranger asks, the owner approves, and the new member may post.
    const asked = await call<Membership>(t, 'POST', `groups/${group.id}/membership`, { as: 261 });
    expect(asked.body.data.status).toBe('pending');
    expect((await call(t, 'GET', `groups/${group.id}/posts`, { as: 261 })).status).toBe(403);
    const requests = await call<Page<UserSummary>>(t, 'GET', `groups/${group.id}/requests`, { as: creator });
    expect(requests.body.data.list.map((r) => r.userId)).toEqual([261]);
    expect((await call<Membership>(t, 'POST', `groups/${group.id}/requests/261`, { as: creator })).body.data).toMatchObject({ status: 'member', membersCount: 2 });
    expect((await call(t, 'POST', 'posts', { as: 261, body: { content: 'Chào cả nhóm', groupId: group.id } })).status).toBe(200);
    expect(errorOf(await call(t, 'DELETE', `groups/${group.id}/membership`, { as: creator }))).toMatchObject({ status: 409 });
  });

  it('creates a public group that anyone joins at once', async () => {
    const created = await call<GroupDetail>(t, 'POST', 'groups', { as: 262, body: { name: 'Chạy bộ Hồ Tây', privacy: 'public', topic: 'running' } });
    expect(created.body.data).toMatchObject({ description: '', privacy: 'public', membersCount: 1 });
    const joined = await call<Membership>(t, 'POST', `groups/${created.body.data.id}/membership`, { as: 263 });
    expect(joined.body.data).toMatchObject({ status: 'member', membersCount: 2 });
  });

  it.each([
    [{ privacy: 'public', topic: 'football' }, 'body.name is required'],
    [{ name: 'ab', privacy: 'public', topic: 'football' }, 'body.name must have at least 3 characters'],
    [{ name: '    ', privacy: 'public', topic: 'football' }, 'body.name must not be blank'],
    [{ name: 'x'.repeat(81), privacy: 'public', topic: 'football' }, 'body.name must have at most 80 characters'],
    [{ name: 'Nhóm', privacy: 'secret', topic: 'football' }, 'body.privacy is invalid'],
    [{ name: 'Nhóm', privacy: 'public', topic: 'cooking' }, 'body.topic is invalid'],
    [{ name: 'Nhóm', privacy: 'public', topic: 'football', description: 'x'.repeat(1001) }, 'body.description must have at most 1000 characters'],
  ])('refuses %j (400)', async (body, msg) => {
    expect(errorOf(await call(t, 'POST', 'groups', { as: 264, body, lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });

  it('needs a member (401)', async () => {
    expect(errorOf(await call(t, 'POST', 'groups', { body: { name: 'Nhóm mới', privacy: 'public', topic: 'chat' } }))).toMatchObject({ status: 401 });
  });
});
