/**
 * Where one-time codes go: e-mail through SMTP (nodemailer, SMTP_URL), SMS through a provider's
 * webhook (SMS_WEBHOOK_URL), and, for a developer at the server's own machine only, the development
 * mailbox (table dev_mailbox). A channel without any of them is off: asking for a code answers 503.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { devMailboxAllowed } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { devMailbox, type CodeChannel } from '../db/schema.ts';

export interface OutgoingMessage {
  channel: CodeChannel;
  to: string;
  subject: string;
  text: string;
}

export interface Transport {
  /** Words for the start-up line, never with a password or token. */
  readonly description: string;
  readonly isDevMailbox: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export type Delivery = Record<CodeChannel, Transport | null>;

const SMS_TIMEOUT_MS = 10_000;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `e-mail via SMTP ${url.hostname}${url.port ? `:${url.port}` : ''}`,
    isDevMailbox: false,
    async send(message) {
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function smsWebhookTransport(url: string, token: string | null): Transport {
  return {
    description: `SMS via webhook ${new URL(url).host}`,
    isDevMailbox: false,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

export function devMailboxTransport(db: Db, channel: CodeChannel): Transport {
  return {
    description: `${channel === 'email' ? 'e-mail' : 'SMS'} to the development mailbox`,
    isDevMailbox: true,
    async send(message) {
      await db.insert(devMailbox).values({ channel: message.channel, to: message.to, subject: message.subject, body: message.text });
    },
  };
}

export function makeDelivery(config: Config, db: Db): Delivery {
  const mailboxOk = devMailboxAllowed(config);
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxOk ? devMailboxTransport(db, 'email') : null,
    sms: config.smsWebhookUrl ? smsWebhookTransport(config.smsWebhookUrl, config.smsWebhookToken) : mailboxOk ? devMailboxTransport(db, 'sms') : null,
  };
}

export function usesDevMailbox(delivery: Delivery): boolean {
  return Boolean(delivery.email?.isDevMailbox || delivery.sms?.isDevMailbox);
}

/** "codes: e-mail via SMTP mail.example:465; SMS off (sending one answers 503)" and so on. */
export function describeDelivery(delivery: Delivery, mailboxUrl: string): string {
  const part = (channel: CodeChannel) => {
    const transport = delivery[channel];
    const name = channel === 'email' ? 'e-mail' : 'SMS';
    if (!transport) return `${name} off (sending a code answers 503)`;
    return transport.isDevMailbox ? `${name} to the development mailbox ${mailboxUrl}` : transport.description;
  };
  return `codes: ${part('email')}; ${part('sms')}`;
}

/** someone@example.org → s*****e@example.org; +84912345678 → +84******678. For logs. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) {
    const local = destination.slice(0, at);
    const shown = local.length <= 2 ? local[0]! : `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}`;
    return `${shown}${local.length <= 2 ? '*' : ''}${destination.slice(at)}`;
  }
  if (destination.length <= 6) return '*'.repeat(destination.length);
  return `${destination.slice(0, 3)}${'*'.repeat(destination.length - 6)}${destination.slice(-3)}`;
}
