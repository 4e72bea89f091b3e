/**
 * The account pages' calls (/tai-khoan; docs/api/users.md): the member's profile, level and upload
 * quota, site messages, friends, signed-in devices and password. Members only.
 */
import { Page, PageQuery } from '../schemas/common';
import {
  ChangePasswordBody,
  EndOthersBody,
  EndSessionBody,
  OthersEnded,
  PasswordChanged,
  ProfileChanges,
  SessionEnded,
  SessionList,
  UserInfo,
} from '../schemas/users/account';
import { LevelInfo } from '../schemas/users/rewards';
import {
  Friend,
  FriendRequest,
  FriendRequestSent,
  FriendRequestsQuery,
  FriendResponse,
  Friendship,
  IsFriendQuery,
  MarkAllReadBody,
  MarkedAllRead,
  MarkedRead,
  MarkReadBody,
  MessagePage,
  MessageQuery,
  RemoveFriendBody,
  RespondFriendBody,
  SendFriendRequestBody,
} from '../schemas/users/social';
import { UploadQuota } from '../schemas/users/uploads';
import { endpoint } from './define';

const area = 'account';

export const updateInfo = endpoint({
  method: 'POST',
  path: '/live/api/user/update-info',
  area,
  summary: 'Changes the nickname and/or profile picture',
  access: 'member',
  rate: 'reads',
  body: ProfileChanges,
  response: UserInfo,
});

export const levelInfo = endpoint({
  method: 'GET',
  path: '/live/api/user/level/info',
  area,
  summary: 'The member’s level, experience and the level table',
  access: 'member',
  rate: 'reads',
  response: LevelInfo,
});

export const uploadQuota = endpoint({
  method: 'GET',
  path: '/live/api/user/upload-quota',
  area,
  summary: 'What the member has uploaded today (short videos and post pictures together) and may upload, in bytes and files',
  access: 'member',
  rate: 'reads',
  response: UploadQuota,
});

export const messageList = endpoint({
  method: 'GET',
  path: '/live/api/user/message/list',
  area,
  summary: 'The member’s site messages, newest first (50 a page)',
  access: 'member',
  rate: 'reads',
  query: MessageQuery,
  response: MessagePage,
});

export const markMessageRead = endpoint({
  method: 'POST',
  path: '/live/api/user/message/mark-read',
  area,
  summary: 'Marks one of the member’s messages read',
  access: 'member',
  rate: 'reads',
  body: MarkReadBody,
  response: MarkedRead,
  errors: { 404: 'no such message of the member' },
});

export const markAllMessagesRead = endpoint({
  method: 'POST',
  path: '/live/api/user/message/mark-all-read',
  area,
  summary: 'Marks every message of the member (optionally of one type) read',
  access: 'member',
  rate: 'reads',
  body: MarkAllReadBody,
  response: MarkedAllRead,
});

export const sendFriendRequest = endpoint({
  method: 'POST',
  path: '/live/api/user/friend/send-request',
  area,
  summary: 'Asks a member to be friends (accepts their request if they asked first)',
  access: 'member',
  rate: 'reads',
  body: SendFriendRequestBody,
  response: FriendRequestSent,
  errors: { 404: 'an unknown member', 409: 'already friends, or already asked' },
});

export const isFriend = endpoint({
  method: 'GET',
  path: '/live/api/user/friend/is-friend',
  area,
  summary: 'Whether the member and another user are friends, or who asked whom',
  access: 'member',
  rate: 'reads',
  query: IsFriendQuery,
  response: Friendship,
  errors: { 404: 'an unknown member' },
});

export const friendList = endpoint({
  method: 'GET',
  path: '/live/api/user/friend/list',
  area,
  summary: 'The member’s friends, newest friendship first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Friend),
});

export const friendRequests = endpoint({
  method: 'GET',
  path: '/live/api/user/friend/requests',
  area,
  summary: 'Pending friend requests the member received (or sent)',
  access: 'member',
  rate: 'reads',
  query: FriendRequestsQuery,
  response: Page(FriendRequest),
});

export const removeFriend = endpoint({
  method: 'POST',
  path: '/live/api/user/friend/remove',
  area,
  summary: 'Ends a friendship, or withdraws the request the member sent (a request they received stays: decline it with respond)',
  access: 'member',
  rate: 'reads',
  body: RemoveFriendBody,
  response: Friendship,
  errors: { 404: 'an unknown member' },
});

export const respondFriendRequest = endpoint({
  method: 'POST',
  path: '/live/api/user/friend/respond',
  area,
  summary: 'Accepts or declines a friend request the member received',
  access: 'member',
  rate: 'reads',
  body: RespondFriendBody,
  response: FriendResponse,
  errors: { 404: 'no such request to the member', 409: 'the request was already answered' },
});

export const sessionList = endpoint({
  method: 'GET',
  path: '/live/api/user/sessions',
  area,
  summary: 'The member\'s signed-in devices, latest activity first',
  access: 'member',
  rate: 'reads',
  response: SessionList,
});

export const endSession = endpoint({
  method: 'POST',
  path: '/live/api/user/sessions/end',
  area,
  summary: 'Ends one of the member\'s other sessions (use logout for this one)',
  access: 'member',
  rate: 'reads',
  body: EndSessionBody,
  response: SessionEnded,
  errors: { 404: 'no such session of the member' },
});

export const endOtherSessions = endpoint({
  method: 'POST',
  path: '/live/api/user/sessions/end-others',
  area,
  summary: 'Ends every session of the member but this one',
  access: 'member',
  rate: 'reads',
  body: EndOthersBody,
  response: OthersEnded,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/live/api/user/change-password',
  area,
  summary: 'Changes the password: every session ends (access tokens included) and this device gets a new one',
  access: 'member',
  rate: 'auth',
  body: ChangePasswordBody,
  response: PasswordChanged,
  errors: { 423: 'the account is locked after 5 wrong passwords in a row (15 minutes, longer on repeat)' },
});
