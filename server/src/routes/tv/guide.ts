/**
 * The daily programme guide of a channel, computed rather than stored: the same channel and
 * calendar day always give the same programmes (a seeded random walk over the category's
 * programme pool), filling the day from local midnight to the next midnight.
 */
import { randomSource } from '../../db/seed/seed-kit.ts';
import type { LocalizedText } from '../../i18n.ts';

export interface Programme {
  id: number;
  title: LocalizedText;
  durationMinutes: number;
}

export interface GuideSlot {
  programmeId: number;
  title: LocalizedText;
  startsAt: Date;
  endsAt: Date;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a calendar day starts in a zone. */
export function startOfDay(zone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let instant = utcMidnight - offsetMinutes(zone, new Date(utcMidnight)) * 60_000;
  instant = utcMidnight - offsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The seven calendar days (YYYY-MM-DD, Monday first) of the week that holds a day: the days whose
 * guide a visitor may ask for. The week is the calendar week (ISO 8601: Monday to Sunday).
 */
export function weekOf(day: string): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const fromMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(y, m - 1, d - fromMonday + i)).toISOString().slice(0, 10));
}

/** The guide of one channel on one day in a zone, from the programmes its category airs. */
export function dailyGuide(channelId: number, day: string, zone: string, pool: readonly Programme[]): GuideSlot[] {
  if (pool.length === 0) return [];
  const random = randomSource(`tv:${channelId}:${day}`);
  const start = startOfDay(zone, day).getTime();
  const end = startOfDay(zone, nextDay(day)).getTime();
  const slots: GuideSlot[] = [];
  let at = start;
  let previous = -1;
  while (at < end) {
    let programme = random.pick(pool);
    if (programme.id === previous && pool.length > 1) programme = pool[(pool.indexOf(programme) + 1) % pool.length]!;
    previous = programme.id;
    const until = Math.min(at + programme.durationMinutes * 60_000, end);
    slots.push({ programmeId: programme.id, title: programme.title, startsAt: new Date(at), endsAt: new Date(until) });
    at = until;
  }
  return slots;
}

/** The slot airing at an instant. */
export function airingAt(slots: readonly GuideSlot[], at: Date): GuideSlot | undefined {
  const time = at.getTime();
  return slots.find((slot) => slot.startsAt.getTime() <= time && time < slot.endsAt.getTime());
}
