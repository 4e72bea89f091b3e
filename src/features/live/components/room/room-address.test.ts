import { describe, expect, it } from 'vitest';
import { canonicalRoomPath } from './room-address';
import type { LiveRoom } from '../../../../../contracts/schemas/live';

const room = (slug: string, modeSlug = 'the-thao/bong-da'): LiveRoom => ({ roomId: 1042, modeSlug, slug, title: '河內FC vs 海防' }) as unknown as LiveRoom;

describe('canonicalRoomPath', () => {
  it("is the room's mode, the server's Vietnamese slug and the id, whatever the names' language", () => {
    expect(canonicalRoomPath(room('ha-noi-fc-hai-phong'))).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042');
    expect(canonicalRoomPath(room('vong-dua-9', 'tro-choi/dua-bi'))).toBe('/truc-tiep/tro-choi/dua-bi/vong-dua-9-1042');
  });

  it('is the id alone when the room has no names', () => {
    expect(canonicalRoomPath(room(''))).toBe('/truc-tiep/the-thao/bong-da/1042');
  });
});
