import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fallbackGeo, geoMachine, offsetMinutes } from './geo.machine';
import { settle } from '../test-utils/model-paths';
import type { GeoInfo } from '../../contracts/schemas/client';

function start(known: boolean, locate: () => Promise<GeoInfo>) {
  const stored: GeoInfo[] = [];
  const actor = createActor(
    geoMachine.provide({
      guards: { alreadyKnown: () => known },
      actors: { locate: fromPromise(locate) },
      actions: { store: (_, params) => void stored.push(params), storeFallback: () => void stored.push(fallbackGeo()) },
    }),
  ).start();
  return { actor, stored };
}

describe('geo machine', () => {
  it('keeps what the geolocation service answers', async () => {
    const { actor, stored } = start(false, async () => ({ timezone: 'Asia/Taipei', offset: 480, ip: '1.2.3.4', currency: 'TWD' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('located');
    expect(stored).toEqual([{ timezone: 'Asia/Taipei', offset: 480, ip: '1.2.3.4', currency: 'TWD' }]);
  });

  it('stays active once settled, so views can still read it (a final child leaves the system)', async () => {
    const { actor } = start(false, async () => fallbackGeo());
    expect(actor.getSnapshot().hasTag('settled')).toBe(false);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ status: 'active' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
  });

  it('falls back to Asia/Bangkok with the offset of Asia/Ho_Chi_Minh when the service fails', async () => {
    const { actor, stored } = start(false, async () => {
      throw new Error('offline');
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('fallback');
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    expect(stored).toEqual([{ timezone: 'Asia/Bangkok', offset: 420, ip: '', currency: 'VND' }]);
  });

  it('does not ask again while the cookies are fresh', () => {
    let asked = 0;
    const { actor } = start(true, async () => {
      asked++;
      return fallbackGeo();
    });
    expect(actor.getSnapshot().value).toBe('located');
    expect(asked).toBe(0);
  });

  it('computes UTC offsets, DST included', () => {
    expect(offsetMinutes('Asia/Ho_Chi_Minh')).toBe(420);
    expect(offsetMinutes('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(-300);
  });
});
