/** The heads of the board's detail pages: a group, an event (schema.org Event), a place, a member; 404s for unknown ids. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdOf, makePageTestApp, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://sanco.example';
let t: PageTestApp;
beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('the board’s detail pages', () => {
  it('names a group and shows its cover, in the visitor language', async () => {
    const vi = await t.app.inject({ url: '/bang-ton/nhom/1' });
    expect(vi.statusCode).toBe(200);
    expect(titleOf(vi.body)).toContain('Hội CĐV Hà Nội FC');
    expect(meta(vi.body, 'og:image')).toBe(`${ORIGIN}/media/community/group/1.svg`);
    const en = await t.app.inject({ url: '/bang-ton/nhom/1?lang=en' });
    expect(titleOf(en.body)).toContain('Hanoi FC Supporters');
    // The cover writes the name: the English page shares the English picture.
    expect(meta(en.body, 'og:image')).toBe(`${ORIGIN}/media/community/group/1.svg?lang=en`);
  });

  it('gives an event a schema.org Event with its times and place', async () => {
    const res = await t.app.inject({ url: '/bang-ton/su-kien/1?lang=en' });
    expect(res.statusCode).toBe(200);
    const event = jsonLdOf(res.body).find((node) => node['@type'] === 'Event') as Record<string, unknown>;
    expect(event).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}/bang-ton/su-kien/1`, image: `${ORIGIN}/media/community/event/1.svg?lang=en` });
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String(event.endDate) > String(event.startDate)).toBe(true);
    expect(titleOf(res.body)).toContain(String(event.name));
  });

  it("names a private group's event by its group only: no title, description, times or place", async () => {
    const res = await t.app.inject({ url: '/bang-ton/su-kien/10?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toContain('Commentators and Streamers Circle');
    expect(res.body).not.toMatch(/tactics|4-3-3/i);
    expect(jsonLdOf(res.body).some((node) => node['@type'] === 'Event')).toBe(false);
  });

  it('names a place and a member', async () => {
    const place = await t.app.inject({ url: '/bang-ton/vi-tri/13?lang=en' });
    expect(titleOf(place.body)).toContain('Minute 90 Café');
    const member = await t.app.inject({ url: '/bang-ton/trang-ca-nhan/10' });
    expect(titleOf(member.body)).toContain('BLV Quang Huy');
  });

  it.each(['/bang-ton/nhom/9999', '/bang-ton/su-kien/9999', '/bang-ton/vi-tri/9999', '/bang-ton/trang-ca-nhan/999999'])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('noindex');
  });
});
