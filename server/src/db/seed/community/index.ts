/**
 * The community seed: places, groups and members, ~300 posts with comments, reactions, bookmarks
 * and reports, events around today, chat rooms and their followers. Deterministic (randomSource),
 * fixed ids below COMMUNITY_USER_ID_START, upserted. Times are relative to the seed's `now`;
 * onStart moves the seeded timeline forward by whole days so feeds and events stay current.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../connect.ts';
import {
  COMMUNITY_USER_ID_START,
  REACTION_TYPES,
  REPORT_REASONS,
  communityChatRoomFollows,
  communityChatRooms,
  communityComments,
  communityEventRsvps,
  communityEvents,
  communityGroupMembers,
  communityGroups,
  communityPlaces,
  communityPosts,
  communityReactions,
  communityReports,
  communitySavedPosts,
  communitySeedClock,
  foldText,
  type ReactionType,
} from '../../schema/community.ts';
import { CITIES, EVENTS, GROUPS, PLACES, ROOMS } from './catalogue-data.ts';
import { commentText, postText, replyText } from './texts.ts';
import { fromExcluded, randomSource, upsertAll, type RandomSource, type SeedArea } from '../seed-kit.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const POSTS = 300;
const HOSTS = range(10, 49);
const MEMBERS = range(100, 399);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const folded = (...texts: string[]) => foldText(texts.join(' '));
const allLanguages = (text: { vi: string; en: string; zh: string }) => [text.vi, text.en, text.zh];

/** A time between `from` and `to`. */
function between(random: RandomSource, from: number, to: number): Date {
  return new Date(from + Math.floor(random.next() * Math.max(0, to - from)));
}

/** Upserts rows of a table whose key is a composite primary key. */
async function upsertByKey<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], target: unknown[], chunk = 1000) {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insert(table)
      .values(rows.slice(i, i + chunk) as never)
      .onConflictDoUpdate({ target: target as never, set: fromExcluded(table) });
  }
}

function buildMemberships(random: RandomSource, now: number) {
  const rows: (typeof communityGroupMembers.$inferInsert)[] = [];
  for (const group of GROUPS) {
    const pool = group.id === 14 ? HOSTS : MEMBERS;
    const joined = random.shuffle(pool.filter((id) => id !== group.ownerId)).slice(0, group.size);
    rows.push({ groupId: group.id, userId: group.ownerId, role: 'owner', status: 'member', joinedAt: new Date(now - 200 * DAY) });
    joined.forEach((userId, i) =>
      rows.push({
        groupId: group.id,
        userId,
        role: i < 2 ? 'admin' : 'member',
        // Private groups keep a few requests waiting for an admin.
        status: group.privacy === 'private' && i >= group.size - 4 ? 'pending' : 'member',
        joinedAt: between(random, now - 180 * DAY, now - DAY),
      }),
    );
  }
  return rows;
}

function buildBoard(random: RandomSource, now: number, memberships: (typeof communityGroupMembers.$inferInsert)[]) {
  const membersOf = new Map<number, number[]>();
  for (const m of memberships) if (m.status === 'member') membersOf.set(m.groupId, [...(membersOf.get(m.groupId) ?? []), m.userId]);
  const posts: (typeof communityPosts.$inferInsert)[] = [];
  const comments: (typeof communityComments.$inferInsert)[] = [];
  const reactions: (typeof communityReactions.$inferInsert)[] = [];
  const everyone = [...HOSTS, ...MEMBERS];
  for (let id = 1; id <= POSTS; id++) {
    const groupId = random.chance(0.3) ? random.pick(GROUPS).id : null;
    const authorId = groupId ? random.pick(membersOf.get(groupId)!) : random.chance(0.2) ? random.pick(HOSTS) : random.pick(MEMBERS);
    const createdAt = between(random, now - 14 * DAY, now - 10 * MINUTE);
    const content = postText(random, authorId < 100);
    const imageCount = random.chance(0.35) ? random.int(1, 3) : 0;
    posts.push({
      id,
      authorId,
      content,
      images: range(1, imageCount).map((n) => `/media/community/post/${id}-${n}.svg`),
      audience: !groupId && random.chance(0.1) ? 'friends' : 'public',
      placeId: random.chance(0.25) ? random.pick(PLACES).id : null,
      groupId,
      sharesCount: Math.floor(random.next() ** 3 * 40),
      createdAt,
      editedAt: random.chance(0.05) ? between(random, createdAt.getTime(), now) : null,
      search: folded(content),
    });
    const reactors = random.shuffle(everyone).slice(0, Math.floor(random.next() ** 2 * 60));
    for (const userId of reactors) {
      const roll = random.next();
      const type: ReactionType = roll < 0.6 ? 'like' : roll < 0.8 ? 'love' : REACTION_TYPES[2 + Math.floor(random.next() * 4)]!;
      reactions.push({ postId: id, userId, type, createdAt: between(random, createdAt.getTime(), now) });
    }
    const topLevel = Math.floor(random.next() ** 1.5 * 9);
    for (let c = 0; c < topLevel; c++) {
      const commentId = comments.length + 1;
      const at = between(random, createdAt.getTime(), now);
      const commenter = random.pick(everyone);
      comments.push({ id: commentId, postId: id, authorId: commenter, parentId: null, content: commentText(random), createdAt: at });
      if (random.chance(0.35)) {
        let replyTo = commenter;
        let last = at.getTime();
        for (let r = random.int(1, 3); r > 0; r--) {
          const replier = random.chance(0.5) ? authorId : random.pick(everyone);
          last = between(random, last, now).getTime();
          comments.push({ id: comments.length + 1, postId: id, authorId: replier, parentId: commentId, replyToUserId: replyTo, content: replyText(random), createdAt: new Date(last) });
          replyTo = replier;
        }
      }
    }
  }
  return { posts, comments, reactions };
}

function buildBookmarksAndReports(random: RandomSource, now: number, posts: (typeof communityPosts.$inferInsert)[]) {
  const open = posts.filter((post) => post.audience === 'public' && post.groupId === null);
  const saved: (typeof communitySavedPosts.$inferInsert)[] = [];
  for (const userId of random.shuffle(MEMBERS).slice(0, 120)) {
    for (const post of random.shuffle(open).slice(0, random.int(1, 4))) {
      saved.push({ userId, postId: post.id!, createdAt: between(random, post.createdAt!.getTime(), now) });
    }
  }
  const reports: (typeof communityReports.$inferInsert)[] = [];
  const seen = new Set<string>();
  while (reports.length < 12) {
    const post = random.pick(open);
    const reporterId = random.pick(MEMBERS);
    const key = `${post.id}-${reporterId}`;
    if (reporterId === post.authorId || seen.has(key)) continue;
    seen.add(key);
    reports.push({ id: reports.length + 1, postId: post.id!, reporterId, reason: random.pick(REPORT_REASONS), createdAt: between(random, post.createdAt!.getTime(), now) });
  }
  return { saved, reports };
}

/** Midnight of today in Vietnam (UTC+7), as a UTC timestamp. */
function vietnamMidnight(now: number): number {
  const offset = 7 * 60 * MINUTE;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}

function buildEvents(random: RandomSource, now: number) {
  const midnight = vietnamMidnight(now);
  const events = EVENTS.map((event) => {
    const startsAt = new Date(midnight + event.dayOffset * DAY + event.startMinute * MINUTE);
    const place = PLACES.find((p) => p.id === event.placeId)!;
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      hostId: event.hostId,
      placeId: event.placeId,
      groupId: event.groupId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.durationMinutes * MINUTE),
      search: folded(...allLanguages(event.title), ...allLanguages(place.name)),
    };
  });
  const rsvps: (typeof communityEventRsvps.$inferInsert)[] = [];
  for (const event of events) {
    for (const userId of random.shuffle(MEMBERS).slice(0, random.int(8, 70))) {
      rsvps.push({
        eventId: event.id,
        userId,
        status: random.chance(0.6) ? 'going' : 'interested',
        createdAt: between(random, Math.min(event.startsAt.getTime(), now) - 20 * DAY, Math.min(event.startsAt.getTime(), now)),
      });
    }
  }
  return { events, rsvps };
}

function buildRooms(random: RandomSource, now: number) {
  const rooms = ROOMS.map((room) => ({
    id: room.id,
    name: room.name,
    topic: room.topic,
    ownerId: room.ownerId,
    tags: room.tags,
    isVip: room.isVip,
    peakOnlinePercent: random.int(15, 60),
    createdAt: new Date(now - room.ageDays * DAY - random.int(0, 600) * MINUTE),
    search: folded(...allLanguages(room.name), ...allLanguages(room.topic), ...room.tags),
  }));
  const follows: (typeof communityChatRoomFollows.$inferInsert)[] = [];
  for (const room of rooms) {
    // Older rooms have gathered more followers.
    const count = Math.min(250, 10 + Math.floor((ROOMS.find((r) => r.id === room.id)!.ageDays / 320) * 200) + random.int(0, 40));
    const followers = new Set([room.ownerId, ...random.shuffle([...MEMBERS, ...HOSTS]).slice(0, count)]);
    for (const userId of followers) follows.push({ roomId: room.id, userId, createdAt: between(random, room.createdAt.getTime(), now) });
  }
  return { rooms, follows };
}

/** Rows made through the API get ids from COMMUNITY_USER_ID_START on. */
async function moveSequences(db: Db): Promise<void> {
  for (const table of ['community_places', 'community_groups', 'community_posts', 'community_comments', 'community_reports', 'community_events', 'community_chat_rooms']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), ${COMMUNITY_USER_ID_START - 1}))`);
  }
}

export const communitySeed: SeedArea = {
  area: 'community',
  version: '2',
  run: async (db, { now: nowDate }) => {
    const now = nowDate.getTime();
    const memberships = buildMemberships(randomSource('community:groups'), now);
    const board = buildBoard(randomSource('community:board'), now, memberships);
    const extras = buildBookmarksAndReports(randomSource('community:bookmarks'), now, board.posts);
    const { events, rsvps } = buildEvents(randomSource('community:events'), now);
    const { rooms, follows } = buildRooms(randomSource('community:rooms'), now);

    await upsertAll(
      db,
      communityPlaces,
      PLACES.map((place) => ({
        id: place.id,
        name: place.name,
        kind: place.kind,
        description: place.description,
        address: place.address,
        city: CITIES[place.city],
        citySlug: place.city,
        latitude: place.latitude,
        longitude: place.longitude,
        search: folded(...allLanguages(place.name), place.address, ...allLanguages(CITIES[place.city])),
      })),
    );
    await upsertAll(
      db,
      communityGroups,
      GROUPS.map((group) => ({
        id: group.id,
        name: group.name,
        description: group.description,
        privacy: group.privacy,
        topic: group.topic,
        ownerId: group.ownerId,
        createdAt: new Date(now - (400 - group.id * 20) * DAY),
        search: folded(...allLanguages(group.name), ...allLanguages(group.description)),
      })),
    );
    await upsertByKey(db, communityGroupMembers, memberships, [communityGroupMembers.groupId, communityGroupMembers.userId]);
    await upsertAll(db, communityPosts, board.posts);
    await upsertAll(db, communityComments, board.comments);
    await upsertByKey(db, communityReactions, board.reactions, [communityReactions.postId, communityReactions.userId]);
    await upsertByKey(db, communitySavedPosts, extras.saved, [communitySavedPosts.userId, communitySavedPosts.postId]);
    await upsertAll(db, communityReports, extras.reports);
    await upsertAll(db, communityEvents, events);
    await upsertByKey(db, communityEventRsvps, rsvps, [communityEventRsvps.eventId, communityEventRsvps.userId]);
    await upsertAll(db, communityChatRooms, rooms);
    await upsertByKey(db, communityChatRoomFollows, follows, [communityChatRoomFollows.roomId, communityChatRoomFollows.userId]);
    await db.execute(sql`update community_posts set
      reactions_count = (select count(*) from community_reactions r where r.post_id = community_posts.id),
      comments_count = (select count(*) from community_comments c where c.post_id = community_posts.id)`);
    await moveSequences(db);
    await upsertAll(db, communitySeedClock, [{ id: 1, anchoredAt: nowDate }]);
  },
  onStart: async (db, { now }) => {
    const [clock] = await db.select().from(communitySeedClock).where(eq(communitySeedClock.id, 1));
    if (!clock) return;
    const days = Math.floor((now.getTime() - clock.anchoredAt.getTime()) / DAY);
    if (days < 1) return;
    const shift = sql`make_interval(days => ${days}::int)`;
    const seeded = COMMUNITY_USER_ID_START;
    const anchor = sql`${clock.anchoredAt.toISOString()}::timestamptz`;
    await db.execute(sql`update community_posts set created_at = created_at + ${shift}, edited_at = edited_at + ${shift} where id < ${seeded}`);
    await db.execute(sql`update community_comments set created_at = created_at + ${shift} where id < ${seeded}`);
    await db.execute(sql`update community_reactions set created_at = created_at + ${shift} where created_at <= ${anchor}`);
    await db.execute(sql`update community_saved_posts set created_at = created_at + ${shift} where created_at <= ${anchor}`);
    await db.execute(sql`update community_events set starts_at = starts_at + ${shift}, ends_at = ends_at + ${shift} where id < ${seeded}`);
    await db.execute(sql`update community_event_rsvps set created_at = created_at + ${shift} where created_at <= ${anchor}`);
    await db
      .update(communitySeedClock)
      .set({ anchoredAt: new Date(clock.anchoredAt.getTime() + days * DAY) })
      .where(eq(communitySeedClock.id, 1));
  },
};
