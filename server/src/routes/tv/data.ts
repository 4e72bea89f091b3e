/** TV queries: nations, channels (paged in SQL) and the "now playing" of each from its daily guide. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { tvChannels, tvNations, tvProgrammes, type TvCategory } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { offsetOf } from '../media/common.ts';
import { airingAt, dailyGuide, dayIn, weekOf, type Programme } from './guide.ts';
import type { ChannelCard, ChannelDetail } from '../../../../contracts/schemas/media/tv.ts';

type ChannelRow = typeof tvChannels.$inferSelect;
type NationRow = typeof tvNations.$inferSelect;

export const tvStreamPath = (channelId: number) => `/hls/tv/${channelId}/master.m3u8`;

async function programmePool(db: Db): Promise<Map<TvCategory, Programme[]>> {
  const rows = await db.select().from(tvProgrammes).orderBy(asc(tvProgrammes.id));
  const pool = new Map<TvCategory, Programme[]>();
  for (const row of rows) pool.set(row.category, [...(pool.get(row.category) ?? []), row]);
  return pool;
}

function toCard(channel: ChannelRow, nation: NationRow, pool: Map<TvCategory, Programme[]>, zone: string, now: Date, lang: Language): ChannelCard {
  const slot = airingAt(dailyGuide(channel.id, dayIn(zone, now), zone, pool.get(channel.category) ?? []), now);
  const length = slot ? slot.endsAt.getTime() - slot.startsAt.getTime() : 0;
  return {
    id: channel.id,
    slug: channel.slug,
    name: localize(channel.name, lang),
    callSign: channel.callSign,
    category: channel.category,
    nation: { slug: nation.slug, name: localize(nation.name, lang) },
    logo: `/media/channel/${channel.id}.svg`,
    path: `/tivi/${nation.slug}/${channel.slug}`,
    streamPath: tvStreamPath(channel.id),
    nowPlaying: slot
      ? {
          title: localize(slot.title, lang),
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          progress: Math.min(100, Math.floor(((now.getTime() - slot.startsAt.getTime()) / length) * 100)),
        }
      : null,
  };
}

export async function listNations(db: Db, lang: Language) {
  const rows = await db
    .select({ nation: tvNations, channelCount: count(tvChannels.id) })
    .from(tvNations)
    .leftJoin(tvChannels, eq(tvChannels.nationId, tvNations.id))
    .groupBy(tvNations.id)
    .orderBy(asc(tvNations.sort));
  return rows.map(({ nation, channelCount }) => ({
    id: nation.id,
    slug: nation.slug,
    name: localize(nation.name, lang),
    channelCount,
    path: `/tivi/${nation.slug}`,
  }));
}

export async function findNation(db: Db, slug: string): Promise<NationRow | undefined> {
  return (await db.select().from(tvNations).where(eq(tvNations.slug, slug)))[0];
}

export interface ChannelQuery {
  pageNum: number;
  pageSize: number;
  nationId?: number;
  category?: TvCategory;
  timezone: string;
}

export async function listChannels(db: Db, query: ChannelQuery, lang: Language, now: Date) {
  const conditions: SQL[] = [];
  if (query.nationId !== undefined) conditions.push(eq(tvChannels.nationId, query.nationId));
  if (query.category) conditions.push(eq(tvChannels.category, query.category));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total], pool] = await Promise.all([
    db
      .select({ channel: tvChannels, nation: tvNations })
      .from(tvChannels)
      .innerJoin(tvNations, eq(tvNations.id, tvChannels.nationId))
      .where(where)
      .orderBy(asc(tvNations.sort), asc(tvChannels.sort), asc(tvChannels.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tvChannels).where(where),
    programmePool(db),
  ]);
  return {
    list: rows.map(({ channel, nation }) => toCard(channel, nation, pool, query.timezone, now, lang)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * A channel with the guide of a day (today when none is given; the route checks it is a day of the
 * current week), or null when the nation has no such channel.
 */
export async function channelDetail(
  db: Db,
  nation: NationRow,
  slug: string,
  zone: string,
  lang: Language,
  now: Date,
  date?: string,
): Promise<ChannelDetail | null> {
  const [channel] = await db
    .select()
    .from(tvChannels)
    .where(and(eq(tvChannels.nationId, nation.id), eq(tvChannels.slug, slug)));
  if (!channel) return null;
  const pool = await programmePool(db);
  const today = dayIn(zone, now);
  const day = date ?? today;
  const time = now.getTime();
  const guide = dailyGuide(channel.id, day, zone, pool.get(channel.category) ?? []).map((slot) => ({
    title: localize(slot.title, lang),
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    status:
      slot.endsAt.getTime() <= time ? ('ended' as const) : slot.startsAt.getTime() <= time ? ('live' as const) : ('upcoming' as const),
  }));
  return {
    channel: { ...toCard(channel, nation, pool, zone, now, lang), description: localize(channel.description, lang) },
    date: day,
    today,
    week: weekOf(today),
    timezone: zone,
    guide,
  };
}
