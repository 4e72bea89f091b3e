import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionsMachine } from './sessions.machine';
import type { EndSessionBody, MemberSession, OthersEnded, SessionEnded } from '../../contracts/schemas/users/account';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const session = (id: string, current = false): MemberSession => ({
  id,
  current,
  device: 'Chrome 156 · Windows',
  method: 'password',
  address: '203.0.113.7',
  network: 'public',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-24T10:00:00.000Z',
});

function start() {
  const loader = controllablePromiseActor<MemberSession[], void>();
  const ender = controllablePromiseActor<SessionEnded, EndSessionBody>();
  const othersEnder = controllablePromiseActor<OthersEnded, void>();
  const actor = createActor(
    sessionsMachine.provide({ actors: { loadSessions: loader.logic, endOneSession: ender.logic, endOthers: othersEnder.logic } }),
  ).start();
  return { actor, loader, ender, othersEnder };
}

async function loaded(list: MemberSession[]) {
  const started = start();
  started.loader.last().resolve(list);
  await settle();
  return started;
}

describe('sessions machine', () => {
  it('loads the devices, and offers a retry when that fails', async () => {
    const { actor, loader } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    loader.last().reject(new ApiFailure(503, 'Tạm thời không khả dụng'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.status).toBe(503);
    actor.send({ type: 'sessions.retry' });
    loader.last().resolve([session('a', true)]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual(['a']);
  });

  it('ends another device and removes it from the list', async () => {
    const { actor, ender } = await loaded([session('me', true), session('phone'), session('tablet')]);
    actor.send({ type: 'sessions.end', id: 'phone' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'ending' });
    expect(actor.getSnapshot().context.ending).toBe('phone');
    expect(ender.last().input).toEqual({ id: 'phone' });
    ender.last().resolve({ ended: true });
    await settle();
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual(['me', 'tablet']);
    expect(actor.getSnapshot().context.ending).toBeNull();
  });

  it('never ends this browser\'s session or one not in the list', async () => {
    const { actor, ender } = await loaded([session('me', true), session('phone')]);
    actor.send({ type: 'sessions.end', id: 'me' });
    actor.send({ type: 'sessions.end', id: 'unknown' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(ender.calls).toHaveLength(0);
  });

  it('drops a session that is already gone (404), and keeps one the server refused to end with its message', async () => {
    const { actor, ender } = await loaded([session('me', true), session('phone'), session('tablet')]);
    actor.send({ type: 'sessions.end', id: 'phone' });
    ender.last().reject(new ApiFailure(404, 'Không tìm thấy phiên'));
    await settle();
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual(['me', 'tablet']);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'sessions.end', id: 'tablet' });
    ender.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual(['me', 'tablet']);
    expect(actor.getSnapshot().context.error?.status).toBe(0);
  });

  it('ends every other device only after a yes, then loads the list again', async () => {
    const { actor, loader, othersEnder } = await loaded([session('me', true), session('phone'), session('tablet')]);
    actor.send({ type: 'sessions.endOthers' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirming' });
    actor.send({ type: 'sessions.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(othersEnder.calls).toHaveLength(0);
    actor.send({ type: 'sessions.endOthers' });
    actor.send({ type: 'sessions.confirm' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'endingOthers' });
    othersEnder.last().resolve({ ended: 2 });
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    loader.last().resolve([session('me', true)]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.endedOthers).toBe(2);
    expect(actor.getSnapshot().context.sessions).toHaveLength(1);
  });

  it('does not ask to end the others when this is the only device', async () => {
    const { actor } = await loaded([session('me', true)]);
    actor.send({ type: 'sessions.endOthers' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('loads the list again when told that sessions ended elsewhere', async () => {
    const { actor, loader } = await loaded([session('me', true), session('phone')]);
    actor.send({ type: 'sessions.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    loader.last().resolve([session('me', true)]);
    await settle();
    expect(actor.getSnapshot().context.sessions).toHaveLength(1);
  });
});
