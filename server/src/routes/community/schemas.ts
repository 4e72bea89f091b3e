/** Response and request shapes of the community calls (TypeBox). */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  GROUP_PRIVACIES,
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  PLACE_KINDS,
  POST_AUDIENCES,
  REACTION_TYPES,
  REPORT_REASONS,
  RSVP_STATUSES,
} from '../../db/schema/community.ts';
import { ApiHeaders, Envelope, errorResponses, Id } from '../../../../contracts/schemas/common.ts';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A string enum as a union of literals, typed as the union of `values`. */
export const literals = <T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value)), options));
const IsoTime = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });
const SitePath = Type.String({ description: 'A path on this server, e.g. /media/community/group/3.svg.' });

export const ReactionType = literals(REACTION_TYPES);
export const ReportReason = literals(REPORT_REASONS);
export const RsvpStatus = literals(RSVP_STATUSES);
export const PostAudience = literals(POST_AUDIENCES);
export const GroupPrivacy = literals(GROUP_PRIVACIES);
export const PlaceKind = literals(PLACE_KINDS);

export const UserSummary = Type.Object({
  userId: Type.Integer(),
  displayName: Type.String(),
  nickname: Type.String(),
  profilePicture: SitePath,
  siteRoleId: Type.Integer(),
  level: Type.Integer(),
});

export const PlaceRef = Type.Object({ id: Type.Integer(), name: Type.String(), city: Type.String(), kind: PlaceKind });
export const GroupRef = Type.Object({ id: Type.Integer(), name: Type.String(), privacy: GroupPrivacy });

export const ReactionCounts = Type.Object(
  Object.fromEntries(REACTION_TYPES.map((type) => [type, Type.Integer({ minimum: 0 })])) as Record<
    (typeof REACTION_TYPES)[number],
    ReturnType<typeof Type.Integer>
  >,
);

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
export const Comment = Type.Object({
  ...CommentFields,
  repliesCount: Type.Integer({ minimum: 0 }),
  replies: Type.Array(Reply, { description: 'The first replies, oldest first (up to 3); page the rest with /replies.' }),
});

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

export const Group = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  privacy: GroupPrivacy,
  topic: Type.String(),
  topicLabel: Type.String(),
  cover: SitePath,
  owner: UserSummary,
  membersCount: Type.Integer(),
  postsCount: Type.Integer(),
  createdAt: IsoTime,
  myStatus: Nullable(literals(MEMBERSHIP_STATUSES)),
  myRole: Nullable(literals(MEMBERSHIP_ROLES)),
});
export const GroupDetail = Type.Object({
  ...Group.properties,
  admins: Type.Array(UserSummary),
  recentMembers: Type.Array(UserSummary),
});
export const Membership = Type.Object({
  groupId: Type.Integer(),
  userId: Type.Integer(),
  status: Nullable(literals(MEMBERSHIP_STATUSES)),
  role: Nullable(literals(MEMBERSHIP_ROLES)),
  membersCount: Type.Integer(),
});
export const GroupMember = Type.Object({
  ...UserSummary.properties,
  role: literals(MEMBERSHIP_ROLES),
  status: literals(MEMBERSHIP_STATUSES),
  joinedAt: IsoTime,
});

export const Event = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: SitePath,
  startsAt: IsoTime,
  endsAt: IsoTime,
  status: literals(['upcoming', 'ongoing', 'past'] as const),
  place: Nullable(PlaceRef),
  group: Nullable(GroupRef),
  host: UserSummary,
  goingCount: Type.Integer(),
  interestedCount: Type.Integer(),
  myRsvp: Nullable(RsvpStatus),
});
export const EventDetail = Type.Object({ ...Event.properties, attendees: Type.Array(UserSummary) });
export const Rsvp = Type.Object({
  eventId: Type.Integer(),
  status: Nullable(RsvpStatus),
  goingCount: Type.Integer(),
  interestedCount: Type.Integer(),
});

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

export const Member = Type.Object({ ...UserSummary.properties, createdAt: IsoTime, postsCount: Type.Integer() });

export const Tag = Type.Object({ slug: Type.String(), label: Type.String() });
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
export const Follow = Type.Object({ roomId: Type.Integer(), following: Type.Boolean(), membersCount: Type.Integer() });

export const Activity = Type.Object({
  id: Type.String({ description: 'kind:id, unique in the stream.' }),
  kind: literals(['post', 'comment', 'reaction'] as const),
  at: IsoTime,
  actor: UserSummary,
  post: Type.Object({ id: Type.Integer(), excerpt: Type.String(), author: UserSummary }),
  comment: Nullable(Type.Object({ id: Type.Integer(), excerpt: Type.String() })),
  reaction: Nullable(ReactionType),
});

export const IdParams = Type.Object({ id: Id });

/** A route schema in the area's style: tags, summary, headers and the envelope answers. */
export function route<D extends TSchema, R extends Record<string, TSchema>>(summary: string, data: D, request: R = {} as R) {
  return {
    tags: ['community'],
    summary,
    headers: ApiHeaders,
    ...request,
    response: { 200: Envelope(data), ...errorResponses },
  };
}

/** Member-only calls carry this in the OpenAPI document. */
export const MEMBER_ONLY = ' (member token required)';
