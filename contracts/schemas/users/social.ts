/** The member's site messages, friends and the generated avatars (docs/api/users.md). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery } from '../common.ts';
import { PublicUser } from './account.ts';

// Site messages

export const MessageType = Type.Union([Type.Literal('system'), Type.Literal('activity')]);
export type MessageType = Static<typeof MessageType>;

/** A type of messages, or all of them (the default). */
export const MessageFilter = Type.Union([Type.Literal('system'), Type.Literal('activity'), Type.Literal('all')], { default: 'all' });
export type MessageFilter = Static<typeof MessageFilter>;

export const MessageItem = Type.Object({
  id: Type.Integer(),
  type: MessageType,
  title: Type.String(),
  content: Type.String(),
  link: Nullable(Type.String({ description: 'A site path the message leads to.' })),
  isRead: Type.Boolean(),
  createdAt: Type.String(),
});
export type MessageItem = Static<typeof MessageItem>;

/** A page of messages with the member's unread count. */
export const MessagePage = Type.Object({
  list: Type.Array(MessageItem),
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  unread: Type.Integer({ minimum: 0, description: 'Unread messages of the member, of every type.' }),
});
export type MessagePage = Static<typeof MessagePage>;

export const MessageQuery = Type.Composite([Type.Object({ type: MessageFilter }), PageQuery(50, 50)]);
export type MessageQuery = Static<typeof MessageQuery>;

export const MarkReadBody = Type.Object({ id: Id });
export type MarkReadBody = Static<typeof MarkReadBody>;

export const MarkedRead = Type.Object({ id: Type.Integer(), isRead: Type.Literal(true), unread: Type.Integer() });
export type MarkedRead = Static<typeof MarkedRead>;

export const MarkAllReadBody = Type.Object({ type: MessageFilter });
export type MarkAllReadBody = Static<typeof MarkAllReadBody>;

export const MarkedAllRead = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });
export type MarkedAllRead = Static<typeof MarkedAllRead>;

// Friends

export const FriendStatus = Type.Union(
  [Type.Literal('none'), Type.Literal('pending-sent'), Type.Literal('pending-received'), Type.Literal('friends'), Type.Literal('self')],
  { description: 'self when asking about yourself.' },
);
export type FriendStatus = Static<typeof FriendStatus>;

/** A friend; `since` is when the request was made. */
export const Friend = Type.Composite([PublicUser, Type.Object({ requestId: Type.Integer(), since: Type.String() })]);
export type Friend = Static<typeof Friend>;

export const FriendRequest = Type.Composite([PublicUser, Type.Object({ requestId: Type.Integer(), createdAt: Type.String() })]);
export type FriendRequest = Static<typeof FriendRequest>;

export const SendFriendRequestBody = Type.Object({ toUserId: Id });
export type SendFriendRequestBody = Static<typeof SendFriendRequestBody>;

export const FriendRequestSent = Type.Object({ requestId: Type.Integer(), status: FriendStatus });
export type FriendRequestSent = Static<typeof FriendRequestSent>;

export const IsFriendQuery = Type.Object({ userId: Id });
export type IsFriendQuery = Static<typeof IsFriendQuery>;

export const Friendship = Type.Object({ isFriend: Type.Boolean(), status: FriendStatus, requestId: Nullable(Type.Integer()) });
export type Friendship = Static<typeof Friendship>;

export const FriendRequestsQuery = Type.Composite([
  Type.Object({ direction: Type.Union([Type.Literal('received'), Type.Literal('sent')], { default: 'received' }) }),
  PageQuery(),
]);
export type FriendRequestsQuery = Static<typeof FriendRequestsQuery>;

/** Unfriend a member, or withdraw the request sent to them. */
export const RemoveFriendBody = Type.Object({ userId: Id });
export type RemoveFriendBody = Static<typeof RemoveFriendBody>;

export const RespondFriendBody = Type.Object({ requestId: Id, accept: Type.Boolean() });
export type RespondFriendBody = Static<typeof RespondFriendBody>;

export const FriendResponse = Type.Object({ requestId: Type.Integer(), status: Type.Union([Type.Literal('friends'), Type.Literal('declined')]) });
export type FriendResponse = Static<typeof FriendResponse>;

// Avatars (GET /media/avatar/:file)

export const AvatarParams = Type.Object({
  file: Type.String({ pattern: '^([0-9]{1,10}|preset-[0-9]{1,3})\\.svg$', description: '<userId>.svg or preset-<n>.svg' }),
});
export type AvatarParams = Static<typeof AvatarParams>;

export const AvatarSvg = Type.String({ description: 'SVG image.' });
