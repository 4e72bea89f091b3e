import { describe, expect, it } from 'vitest';
import { canonicalRoomPath, compactCount, roomAddress } from './room-address';
import { roomPath } from '../../../../lib/room-path';
import type { LiveRoom, ScheduleRow } from '../../api';

const room = (schedule: Partial<ScheduleRow> | null): LiveRoom =>
  ({ roomId: 1042, modeSlug: 'the-thao/bong-da', title: 'Đua bi Sắc màu', schedule }) as unknown as LiveRoom;

describe('roomAddress', () => {
  it('names a match room by its two sides', () => {
    expect(roomPath(roomAddress(room({ home: 'Hà Nội FC', away: 'Hải Phòng' })))).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042');
  });

  it('names a show by its session, and a room without sessions by its title', () => {
    expect(roomPath(roomAddress(room({ home: 'Vòng đua 9', away: null })))).toBe('/truc-tiep/the-thao/bong-da/vong-dua-9-1042');
    expect(roomPath(roomAddress(room(null)))).toBe('/truc-tiep/the-thao/bong-da/dua-bi-sac-mau-1042');
  });
});

describe('canonicalRoomPath', () => {
  it('puts the names, the mode and the id right', () => {
    expect(canonicalRoomPath(room({ home: 'Hà Nội FC', away: 'Hải Phòng' }), 'sai-ten-1042')).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042');
  });

  it("keeps the slug's own names when the names are in another script (Chinese), fixing only mode and id", () => {
    expect(canonicalRoomPath(room({ home: '河內FC', away: '海防' }), 'ha-noi-fc-hai-phong-1042')).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1042');
    expect(canonicalRoomPath(room({ home: '河內FC', away: '海防' }), '1042')).toBe('/truc-tiep/the-thao/bong-da/1042');
  });
});

describe('compactCount', () => {
  it('shortens thousands and millions with one decimal', () => {
    expect(compactCount('en', 999)).toBe('999');
    expect(compactCount('en', 1250)).toBe('1.3K');
    expect(compactCount('en', 2_340_000)).toBe('2.3M');
  });
});
