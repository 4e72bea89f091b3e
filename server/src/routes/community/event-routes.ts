/** Events (su-kien): upcoming and past meet-ups and watch parties, with RSVPs. */
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { communityEventRsvps, communityEvents, communityGroups, communityPlaces, foldText } from '../../db/schema/community.ts';
import { EVENT_MAX_AHEAD_DAYS, EVENT_MAX_DAYS, EVENT_TITLE_MIN } from '../../../../contracts/community-values.ts';
import { membershipOf, outsidePrivateGroupsOrMine } from './groups-data.ts';
import { users } from '../../db/schema/users.ts';
import { localize, type Language } from '../../i18n.ts';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { fail } from './messages.ts';
import { forMember, likePattern, memberOf, summaryColumns, viewerOf, qualified } from './people.ts';
import type { Paging } from './posts-data.ts';
import { DAY, clock, clockDate } from '../../clock.ts';

export const eventCover = (id: number) => `/media/community/event/${id}.svg`;

const countSql = (status: 'going' | 'interested') =>
  sql<number>`(select count(*)::int from community_event_rsvps er where er.event_id = ${qualified(communityEvents.id)} and er.status = ${status})`;

function eventQuery(db: Db) {
  return db
    .select({
      event: communityEvents,
      host: summaryColumns(),
      place: { id: communityPlaces.id, name: communityPlaces.name, city: communityPlaces.city, kind: communityPlaces.kind },
      group: { id: communityGroups.id, name: communityGroups.name, privacy: communityGroups.privacy },
      goingCount: countSql('going'),
      interestedCount: countSql('interested'),
    })
    .from(communityEvents)
    .innerJoin(users, eq(users.id, communityEvents.hostId))
    .leftJoin(communityPlaces, eq(communityPlaces.id, communityEvents.placeId))
    .leftJoin(communityGroups, eq(communityGroups.id, communityEvents.groupId));
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>['execute']>>[number];


async function hydrate(db: Db, rows: EventRow[], viewer: number | null, lang: Language, now: Date) {
  const mine = new Map<number, 'going' | 'interested'>();
  if (viewer !== null && rows.length > 0) {
    const rsvps = await db
      .select()
      .from(communityEventRsvps)
      .where(and(eq(communityEventRsvps.userId, viewer), inArray(communityEventRsvps.eventId, rows.map((row) => row.event.id))));
    for (const rsvp of rsvps) mine.set(rsvp.eventId, rsvp.status);
  }
  return rows.map(({ event, host, place, group, goingCount, interestedCount }) => ({
    id: event.id,
    title: localize(event.title, lang),
    description: localize(event.description, lang),
    cover: eventCover(event.id),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    status: now < event.startsAt ? ('upcoming' as const) : now < event.endsAt ? ('ongoing' as const) : ('past' as const),
    place: place ? { id: place.id, name: localize(place.name, lang), city: localize(place.city, lang), kind: place.kind } : null,
    group: group ? { id: group.id, name: localize(group.name, lang), privacy: group.privacy } : null,
    host,
    goingCount,
    interestedCount,
    myRsvp: mine.get(event.id) ?? null,
  }));
}

export async function listEvents(
  db: Db,
  options: { where?: SQL; orderBy: SQL[]; viewer: number | null; lang: Language; page: Paging },
) {
  const { where, orderBy, viewer, lang, page } = options;
  const [rows, [count]] = await Promise.all([
    eventQuery(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(communityEvents).where(where),
  ]);
  return { list: await hydrate(db, rows, viewer, lang, clockDate()), total: count?.n ?? 0, ...page };
}

async function findEvent(db: Db, id: number, viewer: number | null, lang: Language) {
  const [event] = await hydrate(db, await eventQuery(db).where(eq(communityEvents.id, id)), viewer, lang, clockDate());
  return event ?? null;
}

async function rsvpState(db: Db, eventId: number, viewer: number) {
  const event = (await findEvent(db, eventId, viewer, 'vi'))!;
  return { eventId, status: event.myRsvp, goingCount: event.goingCount, interestedCount: event.interestedCount };
}

export const eventRoutes: FastifyPluginAsync = async (app) => {
  /** 403 when the event belongs to a private group the viewer is not a member of. */
  async function requireEventViewer(event: { group: { id: number; name: string; privacy: string } | null }, viewer: number | null) {
    if (event.group?.privacy !== 'private') return;
    if ((await membershipOf(app.db, event.group.id, viewer))?.status !== 'member') throw fail(403, 'privateGroupEvent', { name: event.group.name });
  }

  /** An event with its first attendees (going first); a 404 when there is none, a 403 for a private group's outsider. */
  async function eventDetail(id: number, viewer: number | null, lang: Language) {
    const event = await findEvent(app.db, id, viewer, lang);
    if (!event) throw fail(404, 'eventNotFound', { id });
    await requireEventViewer(event, viewer);
    const attendees = await app.db
      .select(summaryColumns())
      .from(communityEventRsvps)
      .innerJoin(users, eq(users.id, communityEventRsvps.userId))
      .where(eq(communityEventRsvps.eventId, id))
      .orderBy(sql`${communityEventRsvps.status} = 'going' desc`, asc(communityEventRsvps.createdAt), asc(users.id))
      .limit(12);
    return { ...event, attendees };
  }

  serve(app, community.eventList, async (request) => {
    const { pageNum, pageSize, when, placeId, groupId, keyword } = request.query;
    const viewer = viewerOf(request);
    const now = clockDate();
    if (groupId !== undefined) {
      const [group] = await app.db.select().from(communityGroups).where(eq(communityGroups.id, groupId));
      if (group?.privacy === 'private' && (await membershipOf(app.db, groupId, viewer))?.status !== 'member') {
        throw fail(403, 'notGroupMember', { name: localize(group.name, request.language) });
      }
    }
    const filters: SQL[] = [outsidePrivateGroupsOrMine(communityEvents.groupId, viewer)];
    if (when === 'upcoming') filters.push(gte(communityEvents.endsAt, now));
    if (when === 'past') filters.push(lt(communityEvents.endsAt, now));
    if (placeId !== undefined) filters.push(eq(communityEvents.placeId, placeId));
    if (groupId !== undefined) filters.push(eq(communityEvents.groupId, groupId));
    if (keyword?.trim()) filters.push(like(communityEvents.search, likePattern(keyword)));
    const orderBy =
      when === 'upcoming' ? [asc(communityEvents.startsAt), asc(communityEvents.id)] : [desc(communityEvents.startsAt), desc(communityEvents.id)];
    return ok(
      request,
      await listEvents(app.db, { where: and(...filters), orderBy, viewer, lang: request.language, page: { pageNum, pageSize } }),
    );
  });

  serve(app, community.eventDetail, async (request) => ok(request, await eventDetail(request.params.id, viewerOf(request), request.language)));

  serve(app, community.eventCreate, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const { placeId, groupId } = request.body;
    const title = request.body.title.trim().replace(/\s+/g, ' ');
    const description = (request.body.description ?? '').trim();
    if (title.length < EVENT_TITLE_MIN) throw fail(400, 'blankContent', { field: 'body.title' });
    const startsAt = new Date(request.body.startsAt);
    const endsAt = new Date(request.body.endsAt);
    const now = clock.now();
    if (startsAt.getTime() <= now) throw fail(400, 'eventInPast');
    if (startsAt.getTime() > now + EVENT_MAX_AHEAD_DAYS * DAY) throw fail(400, 'eventTooFar', { days: EVENT_MAX_AHEAD_DAYS });
    if (endsAt <= startsAt) throw fail(400, 'eventEndsBeforeStart');
    if (endsAt.getTime() - startsAt.getTime() > EVENT_MAX_DAYS * DAY) throw fail(400, 'eventTooLong', { days: EVENT_MAX_DAYS });
    if (placeId !== undefined) {
      const [place] = await app.db.select({ id: communityPlaces.id }).from(communityPlaces).where(eq(communityPlaces.id, placeId));
      if (!place) throw fail(404, 'placeNotFound', { id: placeId });
    }
    if (groupId !== undefined) {
      const [group] = await app.db.select().from(communityGroups).where(eq(communityGroups.id, groupId));
      if (!group) throw fail(404, 'groupNotFound', { id: groupId });
      if ((await membershipOf(app.db, groupId, viewer))?.status !== 'member') {
        throw fail(403, 'mustJoinGroup', { name: localize(group.name, request.language) });
      }
    }
    const same = (text: string) => ({ vi: text, en: text, zh: text });
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communityEvents)
        .values({
          title: same(title),
          description: same(description),
          hostId: viewer,
          placeId,
          groupId,
          startsAt,
          endsAt,
          search: foldText(`${title} ${description}`),
        })
        .returning({ id: communityEvents.id });
      await tx.insert(communityEventRsvps).values({ eventId: row!.id, userId: viewer, status: 'going' });
      return row!.id;
    });
    return ok(request, await eventDetail(id, viewer, request.language));
  }));

  serve(app, community.rsvpSet, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const event = await findEvent(app.db, id, viewer, request.language);
    if (!event) throw fail(404, 'eventNotFound', { id });
    await requireEventViewer(event, viewer);
    if (event.status === 'past') throw fail(409, 'eventEnded', { id });
    await app.db
      .insert(communityEventRsvps)
      .values({ eventId: id, userId: viewer, status: request.body.status })
      .onConflictDoUpdate({
        target: [communityEventRsvps.eventId, communityEventRsvps.userId],
        set: { status: request.body.status, createdAt: clockDate() },
      });
    return ok(request, await rsvpState(app.db, id, viewer));
  }));

  serve(app, community.rsvpRemove, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const [event] = await app.db.select({ id: communityEvents.id }).from(communityEvents).where(eq(communityEvents.id, id));
    if (!event) throw fail(404, 'eventNotFound', { id });
    await app.db.delete(communityEventRsvps).where(and(eq(communityEventRsvps.eventId, id), eq(communityEventRsvps.userId, viewer)));
    return ok(request, await rsvpState(app.db, id, viewer));
  }));
};
