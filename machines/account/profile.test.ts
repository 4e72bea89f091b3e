import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profileMachine } from './profile.machine';
import type { ProfileChanges, UserInfo } from '../../contracts/schemas/users/account';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const user = (nickname: string): UserInfo => ({
  userId: 100,
  displayName: 'Member 100',
  siteRoleId: 1,
  nickname,
  profilePicture: '/media/avatar/preset-3.svg',
  username: 'member100',
  email: 'member100@example.com',
  phoneNumber: '+84900000100',
  level: 2,
  exp: 150,
  referralCode: 'ABC100',
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

function start() {
  const saver = controllablePromiseActor<UserInfo, ProfileChanges>();
  const announced: UserInfo[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: { saveProfile: saver.logic },
      actions: { announceSaved: (_, userInfo) => void announced.push(userInfo) },
    }),
  ).start();
  return { actor, saver, announced };
}

describe('profile machine', () => {
  it('saves the changes and announces the new user info', async () => {
    const { actor, saver, announced } = start();
    actor.send({ type: 'profile.save', changes: { nickname: 'Fan Cứng', profilePicture: '/media/avatar/preset-3.svg' } });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saver.last().input).toEqual({ nickname: 'Fan Cứng', profilePicture: '/media/avatar/preset-3.svg' });
    saver.last().resolve(user('Fan Cứng'));
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(announced.map((u) => u.nickname)).toEqual(['Fan Cứng']);
  });

  it('does not call the server without a change', () => {
    const { actor, saver } = start();
    actor.send({ type: 'profile.save', changes: {} });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saver.calls).toHaveLength(0);
  });

  it('ignores a second save while one is on its way', () => {
    const { actor, saver } = start();
    actor.send({ type: 'profile.save', changes: { nickname: 'Một' } });
    actor.send({ type: 'profile.save', changes: { nickname: 'Hai' } });
    expect(saver.calls).toHaveLength(1);
  });

  it('shows the server message of a refused change until the next edit', async () => {
    const { actor, saver, announced } = start();
    actor.send({ type: 'profile.save', changes: { profilePicture: '/media/avatar/7.svg' } });
    saver.last().reject(new ApiFailure(400, 'Ảnh đại diện không hợp lệ'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ status: 400, message: 'Ảnh đại diện không hợp lệ' });
    expect(announced).toHaveLength(0);
    actor.send({ type: 'profile.edited' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('can save again after a save', async () => {
    const { actor, saver } = start();
    actor.send({ type: 'profile.save', changes: { nickname: 'Một' } });
    saver.last().resolve(user('Một'));
    await settle();
    actor.send({ type: 'profile.edited' });
    actor.send({ type: 'profile.save', changes: { nickname: 'Hai' } });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saver.calls).toHaveLength(2);
  });
});
