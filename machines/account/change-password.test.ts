import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine } from './change-password.machine';
import { ApiFailure } from '../../contracts/call-error';
import type { ChangePasswordBody, PasswordChanged } from '../../contracts/schemas/users/account';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

function start() {
  const saver = controllablePromiseActor<PasswordChanged, ChangePasswordBody>();
  const announced: { token: string; ended: number }[] = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { savePassword: saver.logic },
      actions: { announceChanged: (_, result) => void announced.push(result) },
    }),
  ).start();
  return { actor, saver, announced };
}

const change: ChangePasswordBody = { currentPassword: 'matkhau123', newPassword: 'gió bấc đầu mùa 26' };

describe('change-password machine', () => {
  it('changes the password and hands the new access token on', async () => {
    const { actor, saver, announced } = start();
    actor.send({ type: 'password.submit', ...change });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saver.last().input).toEqual(change);
    saver.last().resolve({ ended: 2, token: 't-new' });
    await settle();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.ended).toBe(2);
    expect(announced).toEqual([{ ended: 2, token: 't-new' }]);
  });

  it('sends one change at a time', () => {
    const { actor, saver } = start();
    actor.send({ type: 'password.submit', ...change });
    actor.send({ type: 'password.submit', ...change });
    expect(saver.calls).toHaveLength(1);
  });

  it('shows the server message of a refused change until the next edit, and announces nothing', async () => {
    const { actor, saver, announced } = start();
    actor.send({ type: 'password.submit', ...change });
    saver.last().reject(new ApiFailure(400, 'Mật khẩu hiện tại không đúng'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ status: 400, message: 'Mật khẩu hiện tại không đúng' });
    expect(announced).toHaveLength(0);
    actor.send({ type: 'password.edited' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('can change again after a change', async () => {
    const { actor, saver } = start();
    actor.send({ type: 'password.submit', ...change });
    saver.last().resolve({ ended: 0, token: 't-1' });
    await settle();
    actor.send({ type: 'password.edited' });
    expect(actor.getSnapshot().context.ended).toBeNull();
    actor.send({ type: 'password.submit', currentPassword: change.newPassword, newPassword: 'một mật khẩu khác hẳn' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saver.calls).toHaveLength(2);
  });
});
