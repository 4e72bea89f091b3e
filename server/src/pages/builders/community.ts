/**
 * The community board's detail pages' heads: a group, an event (with a schema.org Event), a place and
 * a member's page are named by their data and carry its picture; an unknown id is a 404. Private
 * groups show only what their directory card shows (name and description); their events only the
 * group's name.
 */
import { eq } from 'drizzle-orm';
import { pictureUrl } from '../../art/picture-url.ts';
import { communityEvents, communityGroups, communityPlaces } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { localize } from '../../i18n.ts';
import type { PageBuilder } from './types.ts';

export const COMMUNITY_DETAIL_ROUTES = ['communityGroup', 'communityEvent', 'communityPlace', 'communityUser'] as const;

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Words of a description: one line, at most 200 characters. */
const line = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
};

export const communityBuilder: PageBuilder = async (page) => {
  const db = page.request.server.db;
  const id = idOf(page.routeId === 'communityUser' ? page.params.userId : page.params.id);
  if (id === null) return { notFound: true };
  if (page.routeId === 'communityGroup') {
    const [group] = await db.select().from(communityGroups).where(eq(communityGroups.id, id));
    if (!group) return { notFound: true };
    return { name: localize(group.name, page.lang), description: line(localize(group.description, page.lang)) || undefined, image: `/media/community/group/${id}.svg` };
  }
  if (page.routeId === 'communityEvent') {
    const [row] = await db
      .select({ event: communityEvents, place: communityPlaces, group: communityGroups })
      .from(communityEvents)
      .leftJoin(communityPlaces, eq(communityPlaces.id, communityEvents.placeId))
      .leftJoin(communityGroups, eq(communityGroups.id, communityEvents.groupId))
      .where(eq(communityEvents.id, id));
    if (!row) return { notFound: true };
    // A private group's event is for its members: the head names only the group, like its cover.
    if (row.group?.privacy === 'private') return { name: localize(row.group.name, page.lang), image: `/media/community/event/${id}.svg` };
    const name = localize(row.event.title, page.lang);
    const description = line(localize(row.event.description, page.lang));
    return {
      name,
      description: description || undefined,
      image: `/media/community/event/${id}.svg`,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name,
          ...(description ? { description } : {}),
          startDate: row.event.startsAt.toISOString(),
          endDate: row.event.endsAt.toISOString(),
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          url: `${page.origin}/bang-ton/su-kien/${id}`,
          image: `${page.origin}${pictureUrl(`/media/community/event/${id}.svg`, page.lang)}`,
          ...(row.place
            ? { location: { '@type': 'Place', name: localize(row.place.name, page.lang), address: `${row.place.address}, ${localize(row.place.city, page.lang)}` } }
            : {}),
        },
      ],
    };
  }
  if (page.routeId === 'communityPlace') {
    const [place] = await db.select().from(communityPlaces).where(eq(communityPlaces.id, id));
    if (!place) return { notFound: true };
    return { name: localize(place.name, page.lang), description: line(`${place.address}, ${localize(place.city, page.lang)}. ${localize(place.description, page.lang)}`), image: `/media/community/place/${id}.svg` };
  }
  const [user] = await db.select({ displayName: users.displayName, nickname: users.nickname, picture: users.profilePicture }).from(users).where(eq(users.id, id));
  if (!user) return { notFound: true };
  return { name: user.nickname || user.displayName, image: user.picture };
};
