import { describe, expect, it } from 'vitest';
import { roomIdFromSlug, roomPath } from './room-path';

describe('roomPath', () => {
  it('joins the mode slug, both sides and the room id', () => {
    expect(roomPath({ roomId: 1042, modeSlug: 'the-thao/bong-da', home: 'Hà Nội FC', away: 'Hải Phòng' })).toBe(
      '/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042',
    );
  });

  it("prefers the server's slug, so the address does not change with the language", () => {
    expect(roomPath({ roomId: 1042, modeSlug: 'the-thao/bong-da', slug: 'ha-noi-fc-hai-phong', home: '河內FC', away: '海防' })).toBe(
      '/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042',
    );
  });

  it('gives a show its title only, and a nameless room its id only', () => {
    expect(roomPath({ roomId: 200001, modeSlug: 'tro-choi/dua-bi', home: 'Đua bi tốc độ', away: null })).toBe('/truc-tiep/tro-choi/dua-bi/dua-bi-toc-do-200001');
    expect(roomPath({ roomId: 7, modeSlug: 'casino', home: '', away: null })).toBe('/truc-tiep/casino/7');
  });
});

describe('roomIdFromSlug', () => {
  it.each([
    ['ha-noi-fc-hai-phong-1042', 1042],
    ['1042', 1042],
    ['wrong-teams-1042', 1042],
    ['team-2024-fc-99', 99],
  ])('%s → %s', (slug, id) => expect(roomIdFromSlug(slug)).toBe(id));

  it.each(['ha-noi', 'room-0', 'room-01', '', 'x-99999999999999999'])('%s has no room id', (slug) => expect(roomIdFromSlug(slug)).toBeNull());
});
