/**
 * The match page (/tran-dau/{home}-vs-{away}/{staticId}?leagueId=): the fixture as the match API
 * describes it, its match centre answer preloaded; an unknown fixture, or a league that is not its
 * own, is a 404.
 */
import type { Locale } from '../../../../contracts/constants.ts';
import { callUrl } from '../../../../contracts/endpoints/define.ts';
import { matchDetail } from '../../../../contracts/endpoints/match.ts';
import { slugify } from '../../../../contracts/slug.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadMatch, toMatchSummary } from '../../routes/sports/fixtures-data.ts';
import { cachedLoad, TtlCache } from '../cache.ts';
import { routeDescription } from '../route-text.ts';
import { pageUrl } from '../site-url.ts';
import type { FastifyInstance } from 'fastify';
import { eventDescription, formatKickoff, sportsEventLd } from './sports-event.ts';
import type { PageBuilder } from './types.ts';

/** Fixtures change with the clock (status, score): a head is good for a few seconds. */
const summaries = new TtlCache<Promise<{ summary: MatchSummary; slug: string } | null>>(500, 10_000);

/** The fixture in `lang` and its address's names part ({home}-vs-{away}, from the Vietnamese names); null when there is none. */
export function matchSummary(app: FastifyInstance, staticId: number, lang: Locale): Promise<{ summary: MatchSummary; slug: string } | null> {
  if (!Number.isSafeInteger(staticId) || staticId < 1 || staticId > 2_147_483_647) return Promise.resolve(null);
  return cachedLoad(summaries, `${staticId}|${lang}`, async () => {
    const raw = await loadMatch(app.db, staticId);
    if (!raw) return null;
    const summary = toMatchSummary(raw, lang, clock.now(), DEFAULT_TIMEZONE);
    const slug = `${slugify(raw.homeName.vi, 'doi-nha')}-vs-${slugify(raw.awayName.vi, 'doi-khach')}`;
    return { summary, slug };
  });
}


export const matchBuilder: PageBuilder = async (page) => {
  const staticId = Number(page.params.staticId);
  const leagueText = page.search.get('leagueId');
  const leagueId = leagueText !== null && /^[1-9]\d{0,9}$/.test(leagueText) ? Number(leagueText) : null;
  // The match centre's call, with the league only when the address names one, as the SPA asks it.
  const call = callUrl(matchDetail, { query: { staticId, ...(leagueId === null ? {} : { leagueId }) } });
  const [found] = await Promise.all([matchSummary(page.request.server, staticId, page.lang), page.preload.call('GET', call)]);
  // A league that is not the match's is a 404 for the API, and so for the page.
  if (!found || (leagueId !== null && found.summary.leagueId !== leagueId)) return { notFound: true };
  const { summary: m, slug } = found;
  const path = `/tran-dau/${slug}/${m.staticId}`;
  const name = `${m.home.name} vs ${m.away.name}`;
  const description = eventDescription(
    { home: m.home.name, away: m.away.name, league: m.leagueName, kickoff: formatKickoff(m.kickoffTime, page.lang, DEFAULT_TIMEZONE) },
    routeDescription(page.lang, 'match'),
  );
  const event = sportsEventLd(
    page.origin,
    {
      name,
      home: { name: m.home.name, logo: m.home.logo },
      away: { name: m.away.name, logo: m.away.logo },
      startDate: m.kickoffTime,
      endDate: null,
      status: m.status,
      statusText: m.statusText,
      venue: m.venue?.name ?? null,
      league: m.leagueName,
      sport: m.sport,
      url: pageUrl(page.origin, path, page.lang),
      image: m.leagueLogo,
      description,
      online: false,
    },
    page.lang,
  );
  return { name, description, path, image: m.leagueLogo, jsonLd: [event] };
};
