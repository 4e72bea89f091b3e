/** schema.org SportsEvent of a fixture, from the same data the page shows, and the words of its description. */
import type { Locale } from '../../../../contracts/constants.ts';
import { htmlLang } from '../../../../contracts/locale.ts';
import { SCHEDULE_STATUS } from '../../../../contracts/constants.ts';
import { absoluteUrl } from '../head.ts';

export interface SportsEventFacts {
  name: string;
  home: { name: string; logo: string | null };
  away: { name: string; logo: string | null };
  /** ISO 8601. */
  startDate: string;
  endDate: string | null;
  /** Schedule status: 1 coming up, 2 live, 3 ended, 5 called off. */
  status: number;
  statusText: string;
  venue: string | null;
  league: string | null;
  sport: string | null;
  /** The page's absolute address. */
  url: string;
  image: string | null;
  description: string;
  /** Watched online in a live room. */
  online: boolean;
}

const SCHEMA = 'https://schema.org';

function eventStatus(status: number, statusText: string): string {
  if (status !== SCHEDULE_STATUS.cancelled) return `${SCHEMA}/EventScheduled`;
  return /postpon/i.test(statusText) ? `${SCHEMA}/EventPostponed` : `${SCHEMA}/EventCancelled`;
}

const team = (origin: string, side: SportsEventFacts['home']) => ({
  '@type': 'SportsTeam',
  name: side.name,
  ...(side.logo ? { logo: absoluteUrl(origin, side.logo) } : {}),
});

export function sportsEventLd(origin: string, event: SportsEventFacts, lang: Locale): object {
  const place = event.venue ? { '@type': 'Place', name: event.venue } : null;
  const virtual = event.online ? { '@type': 'VirtualLocation', url: event.url } : null;
  const locations = [place, virtual].filter((l) => l !== null);
  return {
    '@context': SCHEMA,
    '@type': 'SportsEvent',
    name: event.name,
    description: event.description,
    inLanguage: htmlLang(lang),
    url: event.url,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: eventStatus(event.status, event.statusText),
    eventAttendanceMode: `${SCHEMA}/${place && virtual ? 'Mixed' : virtual ? 'Online' : 'Offline'}EventAttendanceMode`,
    ...(locations.length === 1 ? { location: locations[0] } : locations.length > 1 ? { location: locations } : {}),
    homeTeam: team(origin, event.home),
    awayTeam: team(origin, event.away),
    competitor: [team(origin, event.home), team(origin, event.away)],
    ...(event.sport ? { sport: event.sport } : {}),
    ...(event.league ? { superEvent: { '@type': 'SportsEvent', name: event.league } } : {}),
    ...(event.image ? { image: absoluteUrl(origin, event.image) } : {}),
  };
}

const kickoffFormats = new Map<string, Intl.DateTimeFormat>();

/** "24 thg 11, 2026, 20:30": the kickoff in the page's language, in the zone the site shows times in. */
export function formatKickoff(iso: string, lang: Locale, timeZone: string): string {
  const key = `${lang}|${timeZone}`;
  let format = kickoffFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone });
    if (kickoffFormats.size > 200) kickoffFormats.clear();
    kickoffFormats.set(key, format);
  }
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? format.format(ms) : iso;
}

/** "Hà Nội FC vs Hải Phòng · V.League 1 · 24 thg 11, 2026, 20:30. <intro>" */
export function eventDescription(parts: { home: string; away: string; league: string | null; kickoff: string }, intro: string): string {
  return `${[`${parts.home} vs ${parts.away}`, parts.league, parts.kickoff].filter(Boolean).join(' · ')}. ${intro}`;
}
