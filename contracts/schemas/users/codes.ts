/**
 * One-time codes by email and SMS (docs/api/users.md): sending, checking, phone/email verification and
 * the password reset; and the development mailbox where codes land without a real transport.
 */
import { Type, type Static } from '@sinclair/typebox';

export const CodeChannel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);
export type CodeChannel = Static<typeof CodeChannel>;

/** What a code is for: verify (default) or reset. */
export const CodePurpose = Type.Optional(
  Type.Union([Type.Literal('verify'), Type.Literal('reset')], {
    default: 'verify',
    description: 'verify (default) or reset. A reset answers the same whether or not an account uses the destination (a code is sent only when one does).',
  }),
);
export type CodePurpose = Static<typeof CodePurpose>;

export const Code = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits.' });

export const SentCode = Type.Object({
  to: Type.String({ description: 'The normalised destination.' }),
  channel: CodeChannel,
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid (600).' }),
  resendIn: Type.Integer({ description: 'Seconds before another code may be asked for (60).' }),
  message: Type.String({ description: '"If an account uses this address, a code is on its way", in the request language.' }),
  devMailbox: Type.Boolean({ description: 'true when codes of this channel go to the development mailbox (/dev/mailbox) of a server on loopback.' }),
});
export type SentCode = Static<typeof SentCode>;

export const SendEmailBody = Type.Object({ email: Type.String({ maxLength: 254 }), purpose: CodePurpose });
export type SendEmailBody = Static<typeof SendEmailBody>;

export const SendOtpBody = Type.Object({
  to: Type.String({ maxLength: 20, description: 'A Vietnamese mobile number.' }),
  displayName: Type.Optional(
    Type.String({ maxLength: 60, description: 'Ignored (SPEC §7 lists it): the message greets the account that uses the number by its own display name, or no one.' }),
  ),
  purpose: CodePurpose,
});
export type SendOtpBody = Static<typeof SendOtpBody>;

/** check-sms and phone-verify: the phone number and its code. */
export const PhoneCodeBody = Type.Object({ phoneNumber: Type.String({ maxLength: 20 }), code: Code });
export type PhoneCodeBody = Static<typeof PhoneCodeBody>;

export const EmailCodeBody = Type.Object({ email: Type.String({ maxLength: 254 }), code: Code });
export type EmailCodeBody = Static<typeof EmailCodeBody>;

export const CodeValid = Type.Object({ valid: Type.Literal(true) });
export type CodeValid = Static<typeof CodeValid>;

export const PasswordResetBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
  code: Code,
  newPassword: Type.String({ minLength: 1, maxLength: 128, description: 'The password rule of docs/security.md; 400 with the reason.' }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The account whose password was reset. */
export const PasswordReset = Type.Object({ userId: Type.Integer(), username: Type.String() });
export type PasswordReset = Static<typeof PasswordReset>;

// The development mailbox (GET /dev/mailbox.json and /dev/mailbox)

export const MailboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only messages to this exact destination.' })),
});
export type MailboxQuery = Static<typeof MailboxQuery>;

export const DeliveredMessage = Type.Object({
  id: Type.Integer(),
  channel: CodeChannel,
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type DeliveredMessage = Static<typeof DeliveredMessage>;

/** The answer of /dev/mailbox.json (not in the envelope: a development tool). */
export const Mailbox = Type.Object({ list: Type.Array(DeliveredMessage) });
export type Mailbox = Static<typeof Mailbox>;

export const MailboxPage = Type.String({ description: 'An HTML page.' });
