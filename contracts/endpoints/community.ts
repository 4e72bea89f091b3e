/**
 * The community board's calls (/bang-ton…): the feeds and streams of posts, profiles, bookmarks,
 * activity and search; posts, their comments, reactions, bookmarks, reports and shares; groups and
 * their members and join requests; events and RSVPs; places; the member directory (/thanh-vien).
 * A post with pictures is the multipart POST …/posts/upload, which reads its parts itself and is
 * not in the table (server/src/routes/community/post-upload.ts; the SPA sends it with api/upload.ts uploadForm).
 */
import { Page, PageQuery } from '../schemas/common';
import {
  ActivityStream,
  Comment,
  CommentBody,
  CommentDeleted,
  Event,
  EventBody,
  EventDetail,
  EventsQuery,
  FeedQuery,
  Group,
  GroupBody,
  GroupDetail,
  GroupMember,
  GroupsQuery,
  IdParams,
  JoinRequestParams,
  Member,
  MembersQuery,
  Membership,
  Place,
  PlacesQuery,
  Post,
  PostBody,
  PostDeleted,
  PostPatch,
  PostReport,
  PostStream,
  ProfileFeed,
  ProfileParams,
  ReactionBody,
  ReactionState,
  Reply,
  ReportBody,
  Rsvp,
  RsvpBody,
  SavedState,
  SearchQuery,
  SearchResult,
  ShareCount,
  StreamQuery,
} from '../schemas/community';
import { endpoint } from './define';

const area = 'community';

// The feeds, profiles, bookmarks, activity and search

export const communityFeed = endpoint({
  method: 'GET',
  path: '/other/api/community/feed',
  area,
  summary: 'Main board feed: posts the caller may see, newest or most engaging first (a stream: cursor → nextCursor)',
  access: 'anyone',
  rate: 'reads',
  query: FeedQuery,
  response: PostStream,
});

export const communityPublicFeed = endpoint({
  method: 'GET',
  path: '/other/api/community/feed/community',
  area,
  summary: 'Community feed (cong-dong): public posts from everyone, newest first (a stream)',
  access: 'anyone',
  rate: 'reads',
  query: StreamQuery,
  response: PostStream,
});

export const communityFriendsFeed = endpoint({
  method: 'GET',
  path: '/other/api/community/feed/friends',
  area,
  summary: "Friends feed (ban-be): posts by the caller's accepted friends, newest first (a stream)",
  access: 'member',
  rate: 'reads',
  query: StreamQuery,
  response: PostStream,
});

export const communityMyProfile = endpoint({
  method: 'GET',
  path: '/other/api/community/profiles/me',
  area,
  summary: "My page (trang-ca-nhan): the caller's profile header and own posts (a stream)",
  access: 'member',
  rate: 'reads',
  query: StreamQuery,
  response: ProfileFeed,
  errors: { 404: "the caller's account is gone" },
});

export const communityProfile = endpoint({
  method: 'GET',
  path: '/other/api/community/profiles/:userId',
  area,
  summary: "A member's page (trang-ca-nhan/{userId}): profile header with counts and their posts (a stream)",
  access: 'anyone',
  rate: 'reads',
  params: ProfileParams,
  query: StreamQuery,
  response: ProfileFeed,
  errors: { 404: 'an unknown member' },
});

export const communitySaved = endpoint({
  method: 'GET',
  path: '/other/api/community/saved',
  area,
  summary: 'Saved posts (da-luu), most recently saved first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Post),
});

export const communityActivity = endpoint({
  method: 'GET',
  path: '/other/api/community/activity',
  area,
  summary:
    'Recent activity (hoat-dong-gan-day): the latest posts, comments and reactions on posts the caller may see, newest first (a stream)',
  access: 'anyone',
  rate: 'reads',
  query: StreamQuery,
  response: ActivityStream,
});

export const communitySearch = endpoint({
  method: 'GET',
  path: '/other/api/community/search',
  area,
  summary: 'Search (tim-kiem) posts, members and groups; Vietnamese keywords match with or without diacritics',
  access: 'anyone',
  rate: 'reads',
  query: SearchQuery,
  response: SearchResult,
  errors: { 400: 'a blank keyword' },
});

// Posts and what members do with them

export const postDetail = endpoint({
  method: 'GET',
  path: '/other/api/community/posts/:id',
  area,
  summary: 'One post',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  response: Post,
  errors: { 404: 'an unknown post, or one the caller may not see' },
});

export const postCreate = endpoint({
  method: 'POST',
  path: '/other/api/community/posts',
  area,
  summary: 'Create a post, optionally at a place or in a group',
  access: 'member',
  rate: 'reads',
  body: PostBody,
  response: Post,
  errors: {
    400: 'blank content',
    403: 'a group the caller has not joined, or a picture uploaded by someone else',
    404: 'an unknown place or group',
  },
});

export const postEdit = endpoint({
  method: 'PATCH',
  path: '/other/api/community/posts/:id',
  area,
  summary: 'Edit a post (its author only)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  body: PostPatch,
  response: Post,
  errors: {
    400: 'blank content',
    403: 'a post by someone else, or a picture uploaded by someone else',
    404: 'an unknown post or place',
  },
});

export const postDelete = endpoint({
  method: 'DELETE',
  path: '/other/api/community/posts/:id',
  area,
  summary: 'Delete a post (its author, or a moderator)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: PostDeleted,
  errors: { 403: 'a post by someone else (for a member who is not a moderator)', 404: 'an unknown post' },
});

export const postComments = endpoint({
  method: 'GET',
  path: '/other/api/community/posts/:id/comments',
  area,
  summary: 'Top-level comments of a post, newest first, each with its first replies',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  query: PageQuery(),
  response: Page(Comment),
  errors: { 404: 'an unknown post' },
});

export const commentReplies = endpoint({
  method: 'GET',
  path: '/other/api/community/comments/:id/replies',
  area,
  summary: 'Replies to a comment, oldest first',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  query: PageQuery(),
  response: Page(Reply),
  errors: { 404: 'an unknown comment' },
});

export const commentAdd = endpoint({
  method: 'POST',
  path: '/other/api/community/posts/:id/comments',
  area,
  summary: 'Comment on a post, or reply to a comment with parentId',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  body: CommentBody,
  response: Comment,
  errors: { 400: 'blank content, or a parent comment of another post', 404: 'an unknown post or parent comment' },
});

export const commentDelete = endpoint({
  method: 'DELETE',
  path: '/other/api/community/comments/:id',
  area,
  summary: "Delete a comment and its replies (its author, the post's author or a moderator)",
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: CommentDeleted,
  errors: { 403: 'a comment the caller may not delete', 404: 'an unknown comment' },
});

export const reactionSet = endpoint({
  method: 'PUT',
  path: '/other/api/community/posts/:id/reaction',
  area,
  summary: 'React to a post (one reaction per member; a new type replaces the old)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  body: ReactionBody,
  response: ReactionState,
  errors: { 404: 'an unknown post' },
});

export const reactionRemove = endpoint({
  method: 'DELETE',
  path: '/other/api/community/posts/:id/reaction',
  area,
  summary: "Remove the caller's reaction (no-op when there is none)",
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: ReactionState,
  errors: { 404: 'an unknown post' },
});

export const postSave = endpoint({
  method: 'PUT',
  path: '/other/api/community/posts/:id/saved',
  area,
  summary: 'Bookmark a post (idempotent)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: SavedState,
  errors: { 404: 'an unknown post' },
});

export const postUnsave = endpoint({
  method: 'DELETE',
  path: '/other/api/community/posts/:id/saved',
  area,
  summary: 'Remove a bookmark (idempotent)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: SavedState,
  errors: { 404: 'an unknown post' },
});

export const postReport = endpoint({
  method: 'POST',
  path: '/other/api/community/posts/:id/report',
  area,
  summary: 'Report a post to the moderators (once per member and post)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  body: ReportBody,
  response: PostReport,
  errors: { 400: "the caller's own post", 404: 'an unknown post', 409: 'a post the caller already reported' },
});

export const postShare = endpoint({
  method: 'POST',
  path: '/other/api/community/posts/:id/share',
  area,
  summary: 'Count a share of a post',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: ShareCount,
  errors: { 404: 'an unknown post' },
});

// Groups

export const groupList = endpoint({
  method: 'GET',
  path: '/other/api/community/groups',
  area,
  summary: 'Groups (nhom): search by name, filter by privacy or topic, most members or newest first',
  access: 'anyone',
  rate: 'reads',
  query: GroupsQuery,
  response: Page(Group),
  errors: { 401: 'mine without a member token' },
});

export const groupDetail = endpoint({
  method: 'GET',
  path: '/other/api/community/groups/:id',
  area,
  summary: 'One group (nhom/{id}) with its admins and newest members (a private group: members only; others get what a join page needs)',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  response: GroupDetail,
  errors: { 404: 'an unknown group' },
});

export const groupCreate = endpoint({
  method: 'POST',
  path: '/other/api/community/groups',
  area,
  summary: 'Create a group, public or private; the caller becomes its owner',
  access: 'member',
  rate: 'reads',
  body: GroupBody,
  response: GroupDetail,
  errors: { 400: 'a name too short once trimmed' },
});

export const groupPosts = endpoint({
  method: 'GET',
  path: '/other/api/community/groups/:id/posts',
  area,
  summary: "A group's feed, newest first (a stream; private groups: members only)",
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  query: StreamQuery,
  response: PostStream,
  errors: { 403: 'a private group the caller is not a member of', 404: 'an unknown group' },
});

export const groupMembers = endpoint({
  method: 'GET',
  path: '/other/api/community/groups/:id/members',
  area,
  summary: 'Members of a group: owner, admins, then newest (private groups: members only)',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  query: PageQuery(),
  response: Page(GroupMember),
  errors: { 403: 'a private group the caller is not a member of', 404: 'an unknown group' },
});

export const groupJoin = endpoint({
  method: 'POST',
  path: '/other/api/community/groups/:id/membership',
  area,
  summary: 'Join a group: public groups at once, private ones by a request (idempotent)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: Membership,
  errors: { 404: 'an unknown group' },
});

export const groupLeave = endpoint({
  method: 'DELETE',
  path: '/other/api/community/groups/:id/membership',
  area,
  summary: 'Leave a group or withdraw a join request (idempotent; the owner cannot leave)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: Membership,
  errors: { 404: 'an unknown group', 409: "the group's owner" },
});

export const groupRequests = endpoint({
  method: 'GET',
  path: '/other/api/community/groups/:id/requests',
  area,
  summary: 'Pending join requests of a group (its owner and admins)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  query: PageQuery(),
  response: Page(GroupMember),
  errors: { 403: "a caller who is not the group's owner or an admin", 404: 'an unknown group' },
});

export const joinRequestApprove = endpoint({
  method: 'POST',
  path: '/other/api/community/groups/:id/requests/:userId',
  area,
  summary: "Approve a join request (the group's owner and admins)",
  access: 'member',
  rate: 'reads',
  params: JoinRequestParams,
  response: Membership,
  errors: { 403: "a caller who is not the group's owner or an admin", 404: 'an unknown group or no pending request' },
});

export const joinRequestDecline = endpoint({
  method: 'DELETE',
  path: '/other/api/community/groups/:id/requests/:userId',
  area,
  summary: "Decline a join request (the group's owner and admins)",
  access: 'member',
  rate: 'reads',
  params: JoinRequestParams,
  response: Membership,
  errors: { 403: "a caller who is not the group's owner or an admin", 404: 'an unknown group or no pending request' },
});

// Events

export const eventList = endpoint({
  method: 'GET',
  path: '/other/api/community/events',
  area,
  summary: "Events (su-kien): upcoming (soonest first), past (latest first) or all; a private group's events only to its members",
  access: 'anyone',
  rate: 'reads',
  query: EventsQuery,
  response: Page(Event),
  errors: { 403: 'the events of a private group the caller is not a member of' },
});

export const eventDetail = endpoint({
  method: 'GET',
  path: '/other/api/community/events/:id',
  area,
  summary: "One event (su-kien/{id}) with its first attendees (going first); a private group's event: its members only",
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  response: EventDetail,
  errors: { 403: 'an event of a private group the caller is not a member of', 404: 'an unknown event' },
});

export const eventCreate = endpoint({
  method: 'POST',
  path: '/other/api/community/events',
  area,
  summary: 'Create an event, optionally at a place or for a group (whose member the caller is); the caller hosts it and is going',
  access: 'member',
  rate: 'reads',
  body: EventBody,
  response: EventDetail,
  errors: {
    400: 'a title too short, a start in the past or too far ahead, an end before the start, or too long an event',
    403: 'a group the caller has not joined',
    404: 'an unknown place or group',
  },
});

export const rsvpSet = endpoint({
  method: 'PUT',
  path: '/other/api/community/events/:id/rsvp',
  area,
  summary: "Answer going or interested (replaces an earlier answer; closed once the event ended; a private group's event: its members only)",
  access: 'member',
  rate: 'reads',
  params: IdParams,
  body: RsvpBody,
  response: Rsvp,
  errors: { 403: 'an event of a private group the caller is not a member of', 404: 'an unknown event', 409: 'an event that has ended' },
});

export const rsvpRemove = endpoint({
  method: 'DELETE',
  path: '/other/api/community/events/:id/rsvp',
  area,
  summary: "Withdraw the caller's RSVP (idempotent)",
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: Rsvp,
  errors: { 404: 'an unknown event' },
});

// Places

export const placeList = endpoint({
  method: 'GET',
  path: '/other/api/community/places',
  area,
  summary: 'Places: filter by city slug, kind or keyword (with or without diacritics)',
  access: 'anyone',
  rate: 'reads',
  query: PlacesQuery,
  response: Page(Place),
});

export const placeDetail = endpoint({
  method: 'GET',
  path: '/other/api/community/places/:id',
  area,
  summary: 'One place (vi-tri/{id}) with address, coordinates and counts',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  response: Place,
  errors: { 404: 'an unknown place' },
});

export const placePosts = endpoint({
  method: 'GET',
  path: '/other/api/community/places/:id/posts',
  area,
  summary: 'Posts tagged at a place, newest first (a stream)',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  query: StreamQuery,
  response: PostStream,
  errors: { 404: 'an unknown place' },
});

// The member directory

export const memberList = endpoint({
  method: 'GET',
  path: '/other/api/community/members',
  area,
  summary: 'Members (thanh-vien): search names with or without diacritics; highest level or newest first',
  access: 'anyone',
  rate: 'reads',
  query: MembersQuery,
  response: Page(Member),
});
