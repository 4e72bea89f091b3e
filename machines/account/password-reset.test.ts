import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { passwordResetMachine } from './password-reset.machine';
import type { PasswordReset, SentCode } from '../../contracts/schemas/users/codes';
import { ApiFailure } from '../../contracts/call-error';
import type { ResetContact } from './account.actors';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const email: ResetContact = { kind: 'email', email: 'member100@example.com' };
const sent: SentCode = {
  to: 'member100@example.com',
  channel: 'email',
  expiresIn: 600,
  resendIn: 60,
  message: 'Nếu có tài khoản dùng địa chỉ này, mã đang được gửi tới',
  devMailbox: true,
};

function start() {
  const clock = new SimulatedClock();
  const sender = controllablePromiseActor<SentCode, ResetContact>();
  const resetter = controllablePromiseActor<PasswordReset, { contact: ResetContact; code: string; newPassword: string }>();
  const announced: string[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { sendResetCode: sender.logic, setNewPassword: resetter.logic },
      actions: { announceReset: (_, account) => void announced.push(account.username) },
    }),
    { clock },
  ).start();
  return { actor, clock, sender, resetter, announced };
}

async function codeSent() {
  const t = start();
  t.actor.send({ type: 'reset.sendCode', contact: email });
  t.sender.last().resolve(sent);
  await settle();
  return t;
}

describe('password reset machine', () => {
  it('sends a code to the contact, then asks for it', async () => {
    const { actor, sender } = start();
    actor.send({ type: 'reset.sendCode', contact: { kind: 'phone', phoneNumber: '0912345678' } });
    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(sender.last().input).toEqual({ kind: 'phone', phoneNumber: '0912345678' });
    sender.last().resolve({ ...sent, channel: 'sms', to: '+84912345678' });
    await settle();
    expect(actor.getSnapshot().matches({ code: 'resendLocked' })).toBe(true);
    expect(actor.getSnapshot().context.sent?.to).toBe('+84912345678');
  });

  it('stays on the contact step with the server message when the code cannot be sent', async () => {
    const { actor, sender } = start();
    actor.send({ type: 'reset.sendCode', contact: email });
    sender.last().reject(new ApiFailure(404, 'Không có tài khoản nào dùng email này'));
    await settle();
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.error?.message).toBe('Không có tài khoản nào dùng email này');
  });

  it('allows a new code once resendIn has passed', async () => {
    const { actor, clock, sender } = await codeSent();
    actor.send({ type: 'reset.resend' });
    expect(sender.calls).toHaveLength(1);
    clock.increment(59_999);
    expect(actor.getSnapshot().matches({ code: 'resendLocked' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ code: 'resendReady' })).toBe(true);
    actor.send({ type: 'reset.resend' });
    expect(actor.getSnapshot().matches({ code: 'resending' })).toBe(true);
    sender.last().resolve(sent);
    await settle();
    expect(actor.getSnapshot().matches({ code: 'resendLocked' })).toBe(true);
    expect(sender.calls).toHaveLength(2);
  });

  it('sets the new password with the code and announces the account', async () => {
    const { actor, resetter, announced } = await codeSent();
    actor.send({ type: 'reset.submit', code: '123456', newPassword: 'matkhau456' });
    expect(actor.getSnapshot().value).toBe('resetting');
    expect(resetter.last().input).toEqual({ contact: email, code: '123456', newPassword: 'matkhau456' });
    resetter.last().resolve({ userId: 100, username: 'member100' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(announced).toEqual(['member100']);
  });

  it('returns to the code step with the message of a wrong code, resend state kept', async () => {
    const { actor, clock, resetter } = await codeSent();
    clock.increment(60_000);
    actor.send({ type: 'reset.submit', code: '000000', newPassword: 'matkhau456' });
    resetter.last().reject(new ApiFailure(400, 'Mã không đúng, còn 4 lần thử'));
    await settle();
    expect(actor.getSnapshot().matches({ code: 'resendReady' })).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe('Mã không đúng, còn 4 lần thử');
  });

  it('goes back to change the contact', async () => {
    const { actor } = await codeSent();
    actor.send({ type: 'reset.changeContact' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context.sent).toBeNull();
  });
});
