import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Anchor, Booking, ScheduleRow } from '../../../../contracts/schemas/live.ts';
import type { CommentatorApplicationState, ReviewedApplication } from '../../../../contracts/schemas/users/commentators.ts';
import { SITE_ROLES } from '../../../../contracts/constants.ts';
import { loginSeeded, register, SETUP_TIMEOUT, usersTestApp } from '../account/helpers.ts';

const { t, call } = usersTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await loginSeeded(t, 'admin')).token;
}, SETUP_TIMEOUT);

const application = {
  displayName: '  BLV   Văn Bình ',
  languages: ['vi', 'en'],
  sports: ['football', 'esport'],
  experience: 'Bình luận giải sinh viên 2 năm và livestream phân tích trận đấu hằng tuần.',
  sampleLink: 'https://video.example.com/van-binh/clip-mau',
  motivation: 'Muốn đưa bóng đá phong trào đến gần khán giả hơn qua giọng bình luận.',
};

const apply = (token: string, payload: unknown, lang = 'en') => call('POST', '/live/api/user/commentator/apply', { token, payload, lang });
const review = (token: string, payload: unknown, lang = 'en') => call<ReviewedApplication>('POST', '/live/api/user/commentator/review', { token, payload, lang });
const mine = (token: string, lang = 'en') => call<CommentatorApplicationState>('GET', '/live/api/user/commentator/application', { token, lang });

describe('applying', () => {
  it('stores the application cleaned, shows it as pending and refuses a second open one (409)', async () => {
    const member = await register(t);
    expect((await mine(member.token)).body.data).toEqual({ application: null, canApply: true, siteRoleId: SITE_ROLES.member, nickname: member.userInfo.nickname });
    const res = await apply(member.token, application);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      displayName: 'BLV Văn Bình',
      languages: [
        { code: 'vi', name: 'Vietnamese' },
        { code: 'en', name: 'English' },
      ],
      sports: [
        { code: 'football', name: 'Football' },
        { code: 'esport', name: 'Esports' },
      ],
      sampleLink: 'https://video.example.com/van-binh/clip-mau',
      motivation: application.motivation,
      reviewNote: null,
      reviewedAt: null,
    });
    const again = await apply(member.token, { ...application, displayName: 'Another name' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You already have a commentator application waiting for review');
    const latest = await mine(member.token, 'zh');
    expect(latest.body.data.canApply).toBe(false);
    expect(latest.body.data.application).toMatchObject({ status: 'pending', sports: [{ name: '足球' }, { name: '電子競技' }], languages: [{ name: '越南語' }, { name: '英語' }] });
  });

  it('refuses hosts (409) and staff (403); a rejected applicant may apply again', async () => {
    const host = await loginSeeded(t, 'blv_ankhang');
    expect((await mine(host.token)).body.data.canApply).toBe(false);
    const hostApply = await apply(host.token, application);
    expect(hostApply.status).toBe(409);
    expect(hostApply.body.msg).toBe('You are already a commentator');
    const staff = await apply(admin, application, 'vi');
    expect(staff.status).toBe(403);
    expect(staff.body.msg).toBe('Tài khoản nhân viên không thể ứng tuyển bình luận viên');
    const rejected = await loginSeeded(t, 'member103');
    const seen = await mine(rejected.token);
    expect(seen.body.data).toMatchObject({ canApply: true, application: { status: 'rejected', reviewNote: 'More live commentary experience is needed.' } });
  });

  it.each([
    ['displayName', { displayName: ' ' }, 'en', 'body.displayName is required'],
    ['displayName', { displayName: 'B' }, 'en', 'body.displayName must have at least 2 characters'],
    ['displayName', { displayName: 'B'.repeat(31) }, 'en', 'body.displayName must have at most 30 characters'],
    ['displayName', { displayName: 'BLV\u200bBình' }, 'en', 'body.displayName is invalid'],
    ['languages', { languages: [] }, 'en', 'body.languages is invalid'],
    ['languages', { languages: ['fr'] }, 'en', 'body.languages.0 is invalid'],
    ['languages', { languages: ['vi', 'vi'] }, 'en', 'body.languages lists the same value twice'],
    ['sports', { sports: ['football', 'football'] }, 'en', 'body.sports lists the same value twice'],
    ['sports', { sports: ['cricket'] }, 'en', 'body.sports.0 is invalid'],
    ['experience', { experience: 'quá ngắn' }, 'en', 'body.experience must have at least 20 characters'],
    ['experience', { experience: 'x'.repeat(2001) }, 'en', 'body.experience must have at most 2000 characters'],
    ['sampleLink', { sampleLink: '' }, 'en', 'body.sampleLink is required'],
    ['sampleLink', { sampleLink: 'javascript:alert(1)' }, 'en', 'body.sampleLink must be an http(s) URL, such as https://…'],
    ['sampleLink', { sampleLink: '/highlight/bong-da' }, 'en', 'body.sampleLink must be an http(s) URL, such as https://…'],
    ['sampleLink', { sampleLink: 'https://' }, 'en', 'body.sampleLink must be an http(s) URL, such as https://…'],
    ['sampleLink', { sampleLink: undefined }, 'en', 'body.sampleLink is required'],
    ['motivation', { motivation: 'ngắn' }, 'en', 'body.motivation must have at least 20 characters'],
    ['motivation', { motivation: 'x'.repeat(501) }, 'en', 'body.motivation must have at most 500 characters'],
    ['motivation', { motivation: 'x'.repeat(501) }, 'vi', 'body.motivation chỉ được tối đa 500 ký tự'],
    ['sampleLink', { sampleLink: 'ftp://example.com/a' }, 'zh', 'body.sampleLink 必須是 http(s) 網址，例如 https://…'],
  ])('refuses a bad %s with a 400 naming the field (#%#, %s)', async (_field, change, lang, msg) => {
    const member = await register(t);
    const res = await apply(member.token, { ...application, ...change }, lang);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
    expect((await mine(member.token)).body.data.application).toBeNull();
  });

  it('answers 401 without a member token', async () => {
    expect((await call('POST', '/live/api/user/commentator/apply', { payload: application })).status).toBe(401);
    expect((await call('GET', '/live/api/user/commentator/application')).status).toBe(401);
  });
});

describe('reviewing (admins only)', () => {
  it('lists applications to admins only: 401 for a guest, 403 for members, hosts and moderators', async () => {
    expect((await call('GET', '/live/api/user/commentator/applications')).status).toBe(401);
    const member = await register(t);
    const refused = await call('GET', '/live/api/user/commentator/applications', { token: member.token, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only administrators may do this');
    for (const username of ['blv_ankhang', 'kiemduyet']) {
      const { token } = await loginSeeded(t, username);
      expect((await call('GET', '/live/api/user/commentator/applications', { token })).status).toBe(403);
      expect((await review(token, { id: 1, decision: 'approve' })).status).toBe(403);
    }
    // An outsider learns nothing from a bad query either.
    expect((await call('GET', '/live/api/user/commentator/applications?status=nope', { token: member.token })).status).toBe(403);
    const list = await call<Page<ReviewedApplication>>('GET', '/live/api/user/commentator/applications?status=pending', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.list.every((a) => a.status === 'pending')).toBe(true);
    // Oldest open application first.
    const ids = list.body.data.list.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const seeded = list.body.data.list.find((a) => a.id === 1)!;
    expect(seeded.applicant).toMatchObject({ userId: 101, username: 'member101' });
    const all = await call<Page<ReviewedApplication>>('GET', '/live/api/user/commentator/applications?pageSize=100', { token: admin });
    const statuses = all.body.data.list.map((a) => a.status);
    // Open ones first, then the reviewed.
    expect(statuses.indexOf('approved')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    expect(all.body.data.list.find((a) => a.id === 3)?.reviewer).toEqual({ userId: 1, nickname: 'Quản trị viên' });
    expect((await call('GET', '/live/api/user/commentator/applications?status=nope', { token: admin, lang: 'en' })).status).toBe(400);
  });

  it('approval makes the applicant a host under the display name, and the booking lists offer them', async () => {
    const member = await register(t);
    const sent = await apply(member.token, { ...application, displayName: 'BLV Duyệt Thử' });
    const id = sent.body.data.id as number;

    const approved = await review(admin, { id, decision: 'approve', note: '  Giọng tốt ' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id, status: 'approved', reviewNote: 'Giọng tốt', applicant: { userId: member.userId, nickname: 'BLV Duyệt Thử', siteRoleId: SITE_ROLES.host }, reviewer: { userId: 1 } });
    expect(Date.parse(approved.body.data.reviewedAt!)).not.toBeNaN();

    // The applicant sees it, is a host now, cannot apply again, and was told in the inbox.
    const state = await mine(member.token);
    expect(state.body.data).toMatchObject({ canApply: false, siteRoleId: SITE_ROLES.host, nickname: 'BLV Duyệt Thử', application: { status: 'approved', reviewNote: 'Giọng tốt' } });
    const info = await call('GET', '/live/api/user/info', { token: member.token });
    expect(info.body.data).toMatchObject({ siteRoleId: SITE_ROLES.host, nickname: 'BLV Duyệt Thử' });
    const inbox = await call('GET', '/live/api/user/message/list?type=all&pageNum=1&pageSize=50', { token: member.token, lang: 'en' });
    expect(inbox.body.data.list.some((m: { title: string }) => m.title === 'Your commentator application was approved')).toBe(true);

    // A second review of the same application is refused.
    const twice = await review(admin, { id, decision: 'reject', note: 'x' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(`Application ${id} has already been reviewed`);

    // The hosts one can book include the new host; a member books them for a coming fixture.
    const anchors = await call<Page<Anchor>>('GET', '/live/api/schedule/anchor?pageNum=1&pageSize=100');
    expect(anchors.body.data.list.find((a) => a.userId === member.userId)).toMatchObject({ nickname: 'BLV Duyệt Thử', avatar: `/media/avatar/${member.userId}.svg` });
    const coming = (await call<Page<ScheduleRow>>('GET', '/live/api/schedule/feature-match?status=1&liveModeId=1&pageSize=5')).body.data.list;
    const fixture = coming[0]!;
    const booker = await register(t);
    const booked = await call<Booking>('POST', '/live/api/user/booking/booking-schedule', {
      token: booker.token,
      payload: { fixtureId: fixture.staticId, commentatorId: member.userId, name: 'Trận hay', userId: booker.userId },
    });
    expect(booked.status).toBe(200);
    const bookings = await call<Page<Booking>>('GET', '/live/api/user/booking/booking-list', { token: booker.token });
    expect(bookings.body.data.list[0]).toMatchObject({ fixtureId: fixture.staticId, commentator: { userId: member.userId, nickname: 'BLV Duyệt Thử' } });
  });

  it('rejection needs a note, leaves the role alone and lets the member apply again', async () => {
    const member = await register(t);
    const id = (await apply(member.token, application)).body.data.id as number;
    const noNote = await review(admin, { id, decision: 'reject', note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toBe('body.note is required to reject an application');
    const tooLong = await review(admin, { id, decision: 'reject', note: 'x'.repeat(501) }, 'vi');
    expect(tooLong.body).toEqual({ code: 400, msg: 'body.note chỉ được tối đa 500 ký tự', data: null });
    const rejected = await review(admin, { id, decision: 'reject', note: 'Cần clip mẫu dài hơn.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewNote: 'Cần clip mẫu dài hơn.', applicant: { siteRoleId: SITE_ROLES.member } });
    const state = await mine(member.token, 'zh');
    expect(state.body.data).toMatchObject({ canApply: true, siteRoleId: SITE_ROLES.member, application: { status: 'rejected', reviewNote: 'Cần clip mẫu dài hơn.' } });
    expect((await apply(member.token, application)).status).toBe(200);
    const anchors = await call<Page<Anchor>>('GET', '/live/api/schedule/anchor?pageNum=1&pageSize=100');
    expect(anchors.body.data.list.some((a) => a.userId === member.userId)).toBe(false);
  });

  it.each([
    [{ id: 99_999, decision: 'approve' }, 404, 'Application 99999 not found'],
    [{ id: 1, decision: 'maybe' }, 400, 'body.decision is invalid'],
    [{ decision: 'approve' }, 400, 'body.id is required'],
  ])('refuses %j', async (payload, status, msg) => {
    const res = await review(admin, payload);
    expect(res.body).toEqual({ code: status, msg, data: null });
  });
});
