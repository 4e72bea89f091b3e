/**
 * The community area's calls under /other/api/community (docs/api/community.md): the board (posts,
 * comments, reactions, feeds, profiles, activity, search), groups, events, places, the member
 * directory, chat-room metadata, and the area's generated images under /media/community.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Nullable, Page, PageQuery, StringEnum } from './common.ts';
import {
  COMMENT_CONTENT_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  FEED_PAGE_SIZE,
  FEED_PAGE_SIZE_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_TOPICS,
  POST_CONTENT_MAX,
  REACTION_TYPES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SEARCH_COUNT_LIMIT,
} from '../community-values.ts';

// Fixed values (the database keeps the same lists: server/src/db/schema/community.ts)

export const ReactionType = Type.Union(REACTION_TYPES.map((type) => Type.Literal(type)));
export type ReactionType = Static<typeof ReactionType>;
export const ReportReason = Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason)));
export type ReportReason = Static<typeof ReportReason>;
export const RsvpStatus = Type.Union([Type.Literal('going'), Type.Literal('interested')]);
export type RsvpStatus = Static<typeof RsvpStatus>;
export const PostAudience = Type.Union([Type.Literal('public'), Type.Literal('friends')]);
export type PostAudience = Static<typeof PostAudience>;
export const GroupPrivacy = Type.Union([Type.Literal('public'), Type.Literal('private')]);
export type GroupPrivacy = Static<typeof GroupPrivacy>;
export const PlaceKind = Type.Union([Type.Literal('stadium'), Type.Literal('cafe'), Type.Literal('court'), Type.Literal('arena')]);
export type PlaceKind = Static<typeof PlaceKind>;
export const MembershipRole = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);
export type MembershipRole = Static<typeof MembershipRole>;
export const MembershipStatus = Type.Union([Type.Literal('member'), Type.Literal('pending')]);
export type MembershipStatus = Static<typeof MembershipStatus>;

const IsoTime = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });
const SitePath = Type.String({ description: 'A path on this server, e.g. /media/community/group/3.svg.' });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

// People and references

export const UserSummary = Type.Object({
  userId: Type.Integer(),
  displayName: Type.String(),
  nickname: Type.String(),
  profilePicture: SitePath,
  siteRoleId: Type.Integer(),
  level: Type.Integer(),
});
export type UserSummary = Static<typeof UserSummary>;

export const PlaceRef = Type.Object({ id: Type.Integer(), name: Type.String(), city: Type.String(), kind: PlaceKind });
export type PlaceRef = Static<typeof PlaceRef>;
export const GroupRef = Type.Object({ id: Type.Integer(), name: Type.String(), privacy: GroupPrivacy });
export type GroupRef = Static<typeof GroupRef>;

// Posts

export const ReactionCounts = Type.Object(
  Object.fromEntries(REACTION_TYPES.map((type) => [type, Type.Integer({ minimum: 0 })])) as Record<ReactionType, ReturnType<typeof Type.Integer>>,
);
export type ReactionCounts = Static<typeof ReactionCounts>;

export const Post = Type.Object({
  id: Type.Integer(),
  author: UserSummary,
  content: Type.String(),
  images: Type.Array(SitePath),
  audience: PostAudience,
  place: Nullable(PlaceRef),
  group: Nullable(GroupRef),
  createdAt: IsoTime,
  editedAt: Nullable(IsoTime),
  reactionsCount: Type.Integer({ minimum: 0 }),
  reactions: ReactionCounts,
  commentsCount: Type.Integer({ minimum: 0 }),
  sharesCount: Type.Integer({ minimum: 0 }),
  myReaction: Nullable(ReactionType),
  saved: Type.Boolean(),
  isMine: Type.Boolean(),
});
export type Post = Static<typeof Post>;

const PostContent = Type.String({ minLength: 1, maxLength: POST_CONTENT_MAX });
const PostImages = Type.Array(
  Type.String({ pattern: '^/media/(?!.*\\.\\.)[A-Za-z0-9/_.-]+\\.(svg|png|jpe?g|webp|gif)$', maxLength: 300 }),
  { maxItems: 4, description: 'Up to 4 image paths on this server (/media/...).' },
);

export const PostBody = Type.Object({
  content: PostContent,
  images: Type.Optional(PostImages),
  placeId: Type.Optional(Id),
  groupId: Type.Optional(Id),
  audience: Type.Optional(PostAudience),
});
export type PostBody = Static<typeof PostBody>;

export const PostPatch = Type.Object(
  {
    content: Type.Optional(PostContent),
    images: Type.Optional(PostImages),
    placeId: Type.Optional(Nullable(Id)),
    audience: Type.Optional(PostAudience),
  },
  { minProperties: 1 },
);
export type PostPatch = Static<typeof PostPatch>;

export const PostDeleted = Type.Object({ id: Type.Integer(), deleted: Type.Boolean() });
export type PostDeleted = Static<typeof PostDeleted>;

export const ReactionBody = Type.Object({ type: ReactionType });
export type ReactionBody = Static<typeof ReactionBody>;

export const ReactionState = Type.Object({
  postId: Type.Integer(),
  myReaction: Nullable(ReactionType),
  reactionsCount: Type.Integer(),
  reactions: ReactionCounts,
});
export type ReactionState = Static<typeof ReactionState>;

export const SavedState = Type.Object({ postId: Type.Integer(), saved: Type.Boolean() });
export type SavedState = Static<typeof SavedState>;

export const ReportBody = Type.Object({ reason: ReportReason, note: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })) });
export type ReportBody = Static<typeof ReportBody>;

export const PostReport = Type.Object({ id: Type.Integer(), postId: Type.Integer(), reason: ReportReason, createdAt: Type.String({ format: 'date-time' }) });
export type PostReport = Static<typeof PostReport>;

export const ShareCount = Type.Object({ postId: Type.Integer(), sharesCount: Type.Integer() });
export type ShareCount = Static<typeof ShareCount>;

// Comments

const CommentFields = {
  id: Type.Integer(),
  postId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  author: UserSummary,
  replyTo: Nullable(UserSummary),
  content: Type.String(),
  createdAt: IsoTime,
  canDelete: Type.Boolean(),
};
export const Reply = Type.Object(CommentFields);
export type Reply = Static<typeof Reply>;
export const Comment = Type.Object({
  ...CommentFields,
  repliesCount: Type.Integer({ minimum: 0 }),
  replies: Type.Array(Reply, { description: 'The first replies, oldest first (up to 3); page the rest with /replies.' }),
});
export type Comment = Static<typeof Comment>;

export const CommentBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: COMMENT_CONTENT_MAX }), parentId: Type.Optional(Id) });
export type CommentBody = Static<typeof CommentBody>;

export const CommentDeleted = Type.Object({ id: Type.Integer(), postId: Type.Integer(), commentsCount: Type.Integer() });
export type CommentDeleted = Static<typeof CommentDeleted>;

// Feeds, profiles, activity and search

/**
 * A page of a stream (a feed, a group's or a place's posts, the activity): `pageSize` items after
 * `cursor`, the `nextCursor` of the page before (none for the first page). Streams are read in an
 * indexed order from where the last page ended (keyset), never counted or skipped through.
 */
export const StreamQuery = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: FEED_PAGE_SIZE_MAX, default: FEED_PAGE_SIZE }),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'nextCursor of the page before.' })),
});
export type StreamQuery = Static<typeof StreamQuery>;

export const FeedSort = Type.Union([Type.Literal('recent'), Type.Literal('popular')], { default: 'recent' });
export type FeedSort = Static<typeof FeedSort>;

export const FeedQuery = Type.Object({ ...StreamQuery.properties, sort: FeedSort });
export type FeedQuery = Static<typeof FeedQuery>;

/** One page of posts of a stream; `nextCursor` reads the next one (null at the end). */
export const PostStream = Type.Object({
  list: Type.Array(Post),
  nextCursor: Nullable(Type.String()),
});
export type PostStream = Static<typeof PostStream>;

export const Profile = Type.Object({
  user: Type.Object({ ...UserSummary.properties, createdAt: IsoTime }),
  counts: Type.Object({
    posts: Type.Integer(),
    friends: Type.Integer(),
    groups: Type.Integer(),
    reactionsReceived: Type.Integer(),
    comments: Type.Integer(),
  }),
  isMe: Type.Boolean(),
  isFriend: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

export const ProfileFeed = Type.Object({ profile: Profile, posts: PostStream });
export type ProfileFeed = Static<typeof ProfileFeed>;

export const ProfileParams = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type ProfileParams = Static<typeof ProfileParams>;

export const Activity = Type.Object({
  id: Type.String({ description: 'kind:id, unique in the stream.' }),
  kind: Type.Union([Type.Literal('post'), Type.Literal('comment'), Type.Literal('reaction')]),
  at: IsoTime,
  actor: UserSummary,
  post: Type.Object({ id: Type.Integer(), excerpt: Type.String(), author: UserSummary }),
  comment: Nullable(Type.Object({ id: Type.Integer(), excerpt: Type.String() })),
  reaction: Nullable(ReactionType),
});
export type Activity = Static<typeof Activity>;

export const ActivityStream = Type.Object({ list: Type.Array(Activity), nextCursor: Nullable(Type.String()) });
export type ActivityStream = Static<typeof ActivityStream>;

export const Member = Type.Object({ ...UserSummary.properties, createdAt: IsoTime, postsCount: Type.Integer() });
export type Member = Static<typeof Member>;

export const MembersQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Union([Type.Literal('level'), Type.Literal('newest')], { default: 'level' }),
});
export type MembersQuery = Static<typeof MembersQuery>;

export const SearchQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('posts'), Type.Literal('users'), Type.Literal('groups')])),
});
export type SearchQuery = Static<typeof SearchQuery>;

// Groups

export const Group = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  privacy: GroupPrivacy,
  topic: Type.String(),
  topicLabel: Type.String(),
  cover: SitePath,
  /** Absent for a non-member of a private group. */
  owner: Type.Optional(UserSummary),
  membersCount: Type.Integer(),
  postsCount: Type.Integer(),
  createdAt: IsoTime,
  myStatus: Nullable(MembershipStatus),
  myRole: Nullable(MembershipRole),
});
export type Group = Static<typeof Group>;

/** A private group shows a non-member only what its join page needs: no admins or members (absent). */
export const GroupDetail = Type.Object({
  ...Group.properties,
  admins: Type.Optional(Type.Array(UserSummary, { description: 'Absent for a non-member of a private group.' })),
  recentMembers: Type.Optional(Type.Array(UserSummary, { description: 'Absent for a non-member of a private group.' })),
});
export type GroupDetail = Static<typeof GroupDetail>;

export const GroupsQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  privacy: Type.Optional(GroupPrivacy),
  topic: Type.Optional(Type.String({ maxLength: 32 })),
  sort: Type.Union([Type.Literal('popular'), Type.Literal('newest')], { default: 'popular' }),
  mine: Type.Boolean({ default: false, description: "Only the caller's groups (member token required)." }),
});
export type GroupsQuery = Static<typeof GroupsQuery>;

/** A new group: its creator becomes its owner. */
export const GroupBody = Type.Object({
  name: Type.String({ minLength: GROUP_NAME_MIN, maxLength: GROUP_NAME_MAX }),
  description: Type.Optional(Type.String({ maxLength: GROUP_DESCRIPTION_MAX })),
  privacy: GroupPrivacy,
  topic: StringEnum(GROUP_TOPICS),
});
export type GroupBody = Static<typeof GroupBody>;

export const Membership = Type.Object({
  groupId: Type.Integer(),
  userId: Type.Integer(),
  status: Nullable(MembershipStatus),
  role: Nullable(MembershipRole),
  membersCount: Type.Integer(),
});
export type Membership = Static<typeof Membership>;

export const GroupMember = Type.Object({
  ...UserSummary.properties,
  role: MembershipRole,
  status: MembershipStatus,
  joinedAt: IsoTime,
});
export type GroupMember = Static<typeof GroupMember>;

/** A join request: the group and the member who asked. */
export const JoinRequestParams = Type.Object({ id: Id, userId: Id });
export type JoinRequestParams = Static<typeof JoinRequestParams>;

/** The search's answer: each section asked for (`type`), the others null. */
/** A section of a search: a page whose count stops at SEARCH_COUNT_LIMIT (community-values.ts). */
function SearchPage<T extends TSchema>(item: T) {
  return Type.Object({
    ...Page(item).properties,
    totalCapped: Type.Boolean({
      description: `true when more than ${SEARCH_COUNT_LIMIT} match: \`total\` is then ${SEARCH_COUNT_LIMIT}, a lower bound (the count stops there)`,
    }),
  });
}

export const SearchResult = Type.Object({
  keyword: Type.String(),
  posts: Nullable(SearchPage(Post)),
  users: Nullable(SearchPage(Member)),
  groups: Nullable(SearchPage(Group)),
});
export type SearchResult = Static<typeof SearchResult>;

// Events

export const Event = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: SitePath,
  startsAt: IsoTime,
  endsAt: IsoTime,
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('past')]),
  place: Nullable(PlaceRef),
  group: Nullable(GroupRef),
  host: UserSummary,
  goingCount: Type.Integer(),
  interestedCount: Type.Integer(),
  myRsvp: Nullable(RsvpStatus),
});
export type Event = Static<typeof Event>;

export const EventDetail = Type.Object({ ...Event.properties, attendees: Type.Array(UserSummary) });
export type EventDetail = Static<typeof EventDetail>;

export const EventsQuery = Type.Object({
  ...PageQuery().properties,
  when: Type.Union([Type.Literal('upcoming'), Type.Literal('past'), Type.Literal('all')], {
    default: 'upcoming',
    description: 'upcoming includes events under way.',
  }),
  placeId: Type.Optional(Id),
  groupId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type EventsQuery = Static<typeof EventsQuery>;

/** A new event: its creator hosts it and is going. */
export const EventBody = Type.Object({
  title: Type.String({ minLength: EVENT_TITLE_MIN, maxLength: EVENT_TITLE_MAX }),
  description: Type.Optional(Type.String({ maxLength: EVENT_DESCRIPTION_MAX })),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  placeId: Type.Optional(Id),
  groupId: Type.Optional(Id),
});
export type EventBody = Static<typeof EventBody>;

export const RsvpBody = Type.Object({ status: RsvpStatus });
export type RsvpBody = Static<typeof RsvpBody>;

export const Rsvp = Type.Object({
  eventId: Type.Integer(),
  status: Nullable(RsvpStatus),
  goingCount: Type.Integer(),
  interestedCount: Type.Integer(),
});
export type Rsvp = Static<typeof Rsvp>;

// Places

export const Place = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: PlaceKind,
  kindLabel: Type.String(),
  description: Type.String(),
  address: Type.String(),
  city: Type.String(),
  citySlug: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  photo: SitePath,
  postsCount: Type.Integer(),
  upcomingEventsCount: Type.Integer(),
});
export type Place = Static<typeof Place>;

export const PlacesQuery = Type.Object({
  ...PageQuery().properties,
  city: Type.Optional(Type.String({ maxLength: 40, description: 'City slug, e.g. ha-noi, ho-chi-minh, da-nang.' })),
  kind: Type.Optional(PlaceKind),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PlacesQuery = Static<typeof PlacesQuery>;

// Chat rooms (their metadata; the messages go over the chat socket, contracts/schemas/chat.ts)

export const Tag = Type.Object({ slug: Type.String(), label: Type.String() });
export type Tag = Static<typeof Tag>;

export const ChatRoom = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  topic: Type.String(),
  cover: SitePath,
  owner: UserSummary,
  tags: Type.Array(Tag),
  isVip: Type.Boolean(),
  membersCount: Type.Integer({ description: 'Followers of the room.' }),
  onlineCount: Type.Integer({ description: 'Followers online now; varies through the day.' }),
  createdAt: IsoTime,
  following: Type.Boolean(),
});
export type ChatRoom = Static<typeof ChatRoom>;

export const ChatRoomsQuery = Type.Object({
  ...PageQuery().properties,
  sort: Type.Union([Type.Literal('popular'), Type.Literal('online'), Type.Literal('newest')], { default: 'popular' }),
  tag: Type.Optional(Type.String({ maxLength: 32 })),
  vip: Type.Optional(Type.Boolean()),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ChatRoomsQuery = Static<typeof ChatRoomsQuery>;

export const ExploreRooms = Type.Object({
  popular: Type.Array(ChatRoom),
  newest: Type.Array(ChatRoom),
  tags: Type.Array(Type.Object({ slug: Type.String(), label: Type.String(), roomsCount: Type.Integer() })),
});
export type ExploreRooms = Static<typeof ExploreRooms>;

export const Follow = Type.Object({ roomId: Type.Integer(), following: Type.Boolean(), membersCount: Type.Integer() });
export type Follow = Static<typeof Follow>;

// Generated images (/media/community/<kind>/<file>)

/** The file name of a generated image, matching `pattern` (e.g. 12.svg). */
export const MediaFileParams = (pattern: string) => Type.Object({ file: Type.String({ pattern, maxLength: 40 }) });

/** An SVG image answer (not in the envelope). */
export const SvgImage = { content: { 'image/svg+xml': { schema: Type.String() } } };

/** The file name of an uploaded picture: <key>.webp (1280 px) or <key>-480.webp. */
export const UploadFileParams = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-480)?\\.webp$', maxLength: 60 }),
});

/** A WebP picture (not in the envelope). */
export const WebpImage = { content: { 'image/webp': { schema: Type.String({ format: 'binary' }) } } };

/** The multipart form of POST /other/api/community/posts/upload (documented only: the route reads the parts itself). */
export const PostUploadForm = Type.Object({
  content: Type.Optional(Type.String({ maxLength: POST_CONTENT_MAX, description: 'May be empty when pictures come.' })),
  audience: Type.Optional(PostAudience),
  groupId: Type.Optional(Id),
  placeId: Type.Optional(Id),
  images: Type.Array(Type.String({ format: 'binary' }), {
    maxItems: 4,
    description: 'Up to 4 pictures (JPEG, PNG, WebP or GIF), stored as WebP; after the fields.',
  }),
});
