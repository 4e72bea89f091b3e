/**
 * Members' live notifications (docs/chat-protocol.md "Member inbox"): the community routes tell
 * `app.inbox` of a comment, reply or reaction, the short-video routes of a comment or a new
 * follower; it writes the author's site message (inbox/notices.ts) and publishes it, with the member's new unread count, on the chat bus, from
 * which every instance's hub pushes it to that member's sockets. The message routes tell it when
 * messages are marked read, so every open tab of the member shows the new count. Registered after
 * the chat gateway, whose bus and sockets it uses.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { busMessage, InboxHub, INBOX_SERVICE, type InboxChange } from './hub.ts';
import {
  noticeComment,
  noticeFollow,
  noticeReaction,
  noticeShortComment,
  unreadCount,
  type CommentActivity,
  type FollowActivity,
  type MessageRow,
  type ReactionActivity,
  type ShortCommentActivity,
} from './notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inbox: {
      hub: InboxHub;
      /** Someone commented on or replied on a post: its author's message, pushed. Never throws (the comment stands). */
      commented(activity: CommentActivity): Promise<void>;
      /** Someone reacted to a post: its author's message written or gathered, pushed. Never throws. */
      reacted(activity: ReactionActivity): Promise<void>;
      /** Someone commented on a short video: its creator's message, pushed. Never throws. */
      commentedOnShort(activity: ShortCommentActivity): Promise<void>;
      /** Someone followed a member: their message written or gathered, pushed. Never throws. */
      followed(activity: FollowActivity): Promise<void>;
      /** The member's messages were marked read: the new count, pushed. Never throws. */
      countChanged(userId: number): Promise<void>;
    };
  }
}

async function inboxPush(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ area: 'inbox' });
  const hub = new InboxHub({ unread: (userId) => unreadCount(app.db, userId) });
  app.chat.addPushService(hub);

  async function publish(userId: number, row: MessageRow | null): Promise<void> {
    const unread = await unreadCount(app.db, userId);
    const data: InboxChange = { userId, unread, message: row ? busMessage(row) : null };
    await app.chat.bus.publish({ kind: 'push', service: INBOX_SERVICE, data });
  }

  /** Runs a notice; a failure is logged, never answered to the member whose action it was. */
  async function safely(what: string, task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, `inbox: ${what} failed`);
    }
  }

  app.decorate('inbox', {
    hub,
    commented: (activity: CommentActivity) =>
      safely('comment notice', async () => {
        const row = await noticeComment(app.db, activity);
        if (row) await publish(row.userId, row);
      }),
    reacted: (activity: ReactionActivity) =>
      safely('reaction notice', async () => {
        const row = await noticeReaction(app.db, activity);
        if (row) await publish(row.userId, row);
      }),
    commentedOnShort: (activity: ShortCommentActivity) =>
      safely('short comment notice', async () => {
        const row = await noticeShortComment(app.db, activity);
        if (row) await publish(row.userId, row);
      }),
    followed: (activity: FollowActivity) =>
      safely('follow notice', async () => {
        const row = await noticeFollow(app.db, activity);
        if (row) await publish(row.userId, row);
      }),
    countChanged: (userId: number) => safely('unread count push', () => publish(userId, null)),
  });
}

export default fp(inboxPush, { name: 'inbox', fastify: '5.x', dependencies: ['db', 'chat'] });
