import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { layoutMachine, type LayoutEvent } from './layout.machine';

const quietViewport = fromCallback<LayoutEvent>(() => () => {});

function start(width: number) {
  const actor = createActor(layoutMachine.provide({ actors: { viewport: quietViewport } }), { input: { width } });
  actor.start();
  return actor;
}

describe('layout machine', () => {
  it.each([
    [390, 'mobile'],
    [768, 'mobile'],
    [1023, 'mobile'],
    [1024, 'half'],
    [1100, 'half'],
    [1280, 'half'],
    [1281, 'full'],
    [1400, 'full'],
  ])('at %i px the navbar is %s', (width, mode) => {
    // Arrange / Act
    const actor = start(width);
    // Assert
    expect(actor.getSnapshot().value).toMatchObject({ navbar: mode, room: 'normal' });
  });

  it('follows the viewport as it is resized', () => {
    const actor = start(1400);
    actor.send({ type: 'layout.resized', width: 1100 });
    expect(actor.getSnapshot().matches({ navbar: 'half' })).toBe(true);
    actor.send({ type: 'layout.resized', width: 390 });
    expect(actor.getSnapshot().matches({ navbar: 'mobile' })).toBe(true);
    expect(actor.getSnapshot().context.width).toBe(390);
  });

  it('toggles the room between Normal and Theater without touching the navbar', () => {
    const actor = start(1400);
    actor.send({ type: 'room.toggleTheater' });
    expect(actor.getSnapshot().value).toEqual({ navbar: 'full', room: 'theater' });
    actor.send({ type: 'room.toggleTheater' });
    expect(actor.getSnapshot().value).toEqual({ navbar: 'full', room: 'normal' });
  });

  it('reads the width from the viewport listener', () => {
    const fakeViewport = fromCallback<LayoutEvent>(({ sendBack }) => {
      sendBack({ type: 'layout.resized', width: 1100 });
      return () => {};
    });
    const actor = createActor(layoutMachine.provide({ actors: { viewport: fakeViewport } }), { input: { width: 1400 } });
    actor.start();
    expect(actor.getSnapshot().matches({ navbar: 'half' })).toBe(true);
  });
});
