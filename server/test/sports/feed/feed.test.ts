/**
 * The real feed (server/src/sports/feed) against recorded API-Football answers (recorded/): the
 * answers are read and checked, a match in play shows the feed's minute and score, its events come
 * in with names, it ends when the feed says so and its result reaches the table; a refusal changes
 * nothing. The simulation beside it is untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, gte, lt, sql } from 'drizzle-orm';
import { ApiFootball, FeedError, parseEvents, parseFixtures, type FeedSource } from '../../../src/sports/feed/api-football.ts';
import { FEED_EVENT_ID_BASE, FEED_ID_BASE, feedId } from '../../../src/sports/feed/import.ts';
import { sportsFixtures } from '../../../src/db/schema.ts';
import { clock, MINUTE } from '../../../src/clock.ts';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { makeTestApp, testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';

const recorded = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'));

/** The provider as recorded: each call answers the file the test has put in place, and is counted. */
class RecordedFeed implements FeedSource {
  fixturesFile = 'fixtures-39-during';
  liveFile = 'live-39-during';
  eventsFiles: Record<number, string> = { 1379101: 'events-1379101', 1379102: 'events-1379102', 1379110: 'events-1379110-during' };
  /** Until a test opens it, the provider cannot be reached (as at a start without network): the runner retries each round. */
  reachable = false;
  private answer(file: string): unknown {
    if (!this.reachable) throw new FeedError('fixtures: fetch failed');
    return recorded(file);
  }
  async fixtures() {
    return parseFixtures(this.answer(this.fixturesFile));
  }
  async live() {
    return parseFixtures(this.answer(this.liveFile));
  }
  async events(fixtureId: number) {
    return parseEvents(this.answer(this.eventsFiles[fixtureId]!));
  }
}

const feed = new RecordedFeed();
const FEED_ENV = { SPORTS_FEED: 'api-football', SPORTS_FEED_URL: 'https://feed.example/v3', SPORTS_FEED_KEY: 'recorded', SPORTS_FEED_LEAGUES: '39:2026' };
const t = testAppOfFile(() => makeTestApp(FEED_ENV, undefined, { feedSource: feed }));
const stops = clockStops();
/** The suite's instant is 13:30 UTC on Saturday 28 November 2026: the recorded answers were taken then. */
const RECORDED_AT = Date.parse('2026-11-28T13:30:00Z');

async function match(providerId: number, lang = 'en') {
  const res = await t.app.inject({ url: `/live/api/football/match?staticId=${feedId(providerId)}`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    match: { status: number; statusText: string; minute: number | null; score: string | null; home: { name: string }; away: { name: string } };
    events: { minute: number; extra: number; side: string; type: string; player: { name: string } | null; related: { name: string } | null; score: string | null }[];
  };
}

describe('the answers of API-Football', () => {
  it('reads fixtures: ids, kick-off, status, minute, league, teams and goals', () => {
    const list = parseFixtures(recorded('fixtures-39-during'));
    expect(list).toHaveLength(5);
    expect(list.find((f) => f.id === 1379110)).toEqual({
      id: 1379110,
      kickoffAt: Date.parse('2026-11-28T12:30:00Z'),
      status: '2H',
      elapsed: 52,
      extra: null,
      venue: { name: 'Emirates Stadium', city: 'London' },
      league: { id: 39, name: 'Premier League', country: 'England', season: 2026, round: 'Regular Season - 13' },
      home: { id: 42, name: 'Arsenal' },
      away: { id: 49, name: 'Chelsea' },
      goals: { home: 1, away: 1 },
    });
  });

  it('reads events: a missed penalty is left out, a second yellow is a red, a substitution names who comes on and who goes off', () => {
    const events = parseEvents(recorded('events-1379110-after'));
    expect(events.map((e) => `${e.elapsed}${e.extra ? `+${e.extra}` : ''} ${e.kind} ${e.player?.name ?? '-'} ${e.related?.name ?? '-'}`)).toEqual([
      '23 goal B. Saka M. Ødegaard',
      '38 yellow M. Caicedo -',
      '49 penalty C. Palmer -',
      '61 sub L. Trossard G. Martinelli',
      '77 yellow W. Saliba -',
      '84 red W. Saliba -',
      '90+3 goal D. Rice L. Trossard',
    ]);
  });

  it("says the provider's refusal in its own words, and an answer of another shape is refused whole", () => {
    expect(() => parseFixtures(recorded('refused-key'))).toThrow(/provider refused: token: Error\/Missing application key/);
    const broken = structuredClone(recorded('fixtures-39-during')) as { response: { teams: unknown }[] };
    broken.response[2]!.teams = {};
    expect(() => parseFixtures(broken)).toThrow(new FeedError('fixtures[2]: teams.home.id is not a whole number'));
    expect(() => parseFixtures('<html>')).toThrow(FeedError);
  });

  it('calls the provider with its key, the league and the dates', async () => {
    const asked: string[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      asked.push(`${url.toString()} ${(init.headers as Record<string, string>)['x-apisports-key']}`);
      return new Response(JSON.stringify(recorded('live-39-during')), { status: 200 });
    }) as unknown as typeof fetch;
    const api = new ApiFootball('https://feed.example/v3', 'k-123', fake);
    expect(await api.live([39, 140])).toHaveLength(1);
    await api.fixtures(39, 2026, '2026-11-26', '2026-12-05');
    expect(asked).toEqual([
      'https://feed.example/v3/fixtures?live=39-140 k-123',
      'https://feed.example/v3/fixtures?league=39&season=2026&from=2026-11-26&to=2026-12-05&timezone=UTC k-123',
    ]);
    const down = new ApiFootball('https://feed.example/v3', 'k', (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch);
    await expect(down.live([39])).rejects.toThrow('fixtures: HTTP 503');
  });
});

describe('a real feed beside the simulation', () => {
  it('shows a match in play at the minute and score the feed gives, its minute running on, its events with names', async () => {
    // Nothing came of the round at start (the provider could not be reached); the round at the recorded instant reads it all.
    expect((await t.app.inject({ url: `/live/api/football/match?staticId=${feedId(1379110)}` })).statusCode).toBe(404);
    feed.reachable = true;
    stops.stopAt(RECORDED_AT);
    await t.app.sportsFeed!.step();
    stops.stopAt(RECORDED_AT + MINUTE);
    const live = await match(1379110);
    expect(live.match).toMatchObject({ status: 2, statusText: '53', minute: 53, score: '1-1', home: { name: 'Arsenal' }, away: { name: 'Chelsea' } });
    expect(live.events.map((e) => `${e.minute} ${e.side} ${e.type} ${e.player?.name} ${e.score ?? ''}`.trim())).toEqual([
      '23 home goal B. Saka 1-0',
      '38 away yellow M. Caicedo',
      '49 away penalty C. Palmer 1-1',
    ]);
    stops.stopAt(RECORDED_AT + 4 * MINUTE);
    expect((await match(1379110)).match).toMatchObject({ status: 2, minute: 56, score: '1-1' });
    // A feed that falls silent does not run the minute away: ten minutes on at most.
    stops.stopAt(RECORDED_AT + 40 * MINUTE);
    expect((await match(1379110)).match).toMatchObject({ status: 2, minute: 62 });
    // A coming match, a postponed one and the finished ones of the week, each as the feed says.
    expect((await match(1379111)).match).toMatchObject({ status: 1, score: null });
    expect((await match(1379112)).match).toMatchObject({ status: 5, statusText: 'postponed' });
    const finished = await match(1379101);
    expect(finished.match).toMatchObject({ status: 3, statusText: 'FT', score: '3-1' });
    // The own goal counts for Liverpool, whatever side the provider filed it under: the events add up to the score.
    expect(finished.events.map((e) => e.score).filter(Boolean)).toEqual(['1-0', '1-1', '2-1', '3-1']);
  });

  it('ends the match when the feed does: the final score, the late goal and the red card, and the result in the table', async () => {
    stops.stopAt(RECORDED_AT);
    await t.app.sportsFeed!.step();
    feed.liveFile = 'live-39-after';
    feed.fixturesFile = 'fixtures-39-after';
    feed.eventsFiles[1379110] = 'events-1379110-after';
    // The final whistle is heard ten minutes after the recorded instant: the result counts at once.
    stops.stopAt(RECORDED_AT + 10 * MINUTE);
    // The match left the live list: the next round reads the league's fixtures for its last word.
    await t.app.sportsFeed!.step();
    await t.app.sportsFeed!.step();
    const ended = await match(1379110);
    expect(ended.match).toMatchObject({ status: 3, statusText: 'FT', score: '2-1' });
    expect(ended.events.filter((e) => e.type === 'red').map((e) => e.player?.name)).toEqual(['W. Saliba']);
    expect(ended.events.at(-1)).toMatchObject({ minute: 90, extra: 3, type: 'goal', score: '2-1', player: { name: 'D. Rice' }, related: { name: 'L. Trossard' } });

    const table = (await t.app.inject({ url: `/live/api/football/league/standings?id=${feedId(39)}` })).json().data as {
      league: { name: string };
      rows: { team: { name: string }; played: number; points: number }[];
    };
    expect(table.league.name).toBe('Premier League');
    const row = (name: string) => table.rows.find((r) => r.team.name === name);
    expect(row('Arsenal')).toMatchObject({ played: 1, points: 3 });
    expect(row('Chelsea')).toMatchObject({ played: 1, points: 0 });
    expect(row('Liverpool')).toMatchObject({ played: 1, points: 3 });
    expect(row('Newcastle')).toMatchObject({ played: 1, points: 3 });
    // The coming and the postponed matches count for nobody.
    expect(row('Manchester United')?.played ?? 0).toBe(0);
    // The feed's league, team and player pages answer with what the feed gave, in every language.
    for (const lang of ['vi', 'en', 'zh']) {
      for (const url of [`/live/api/football/league?id=${feedId(39)}`, `/live/api/football/team?id=${feedId(42)}`, `/live/api/football/player?id=${feedId(1460)}`, `/live/api/football/team/matches?id=${feedId(42)}`]) {
        const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
        expect(res.statusCode, `${url} in ${lang}`).toBe(200);
      }
    }
    expect((await t.app.inject({ url: `/live/api/football/player?id=${feedId(1460)}` })).json().data).toMatchObject({ player: { name: 'B. Saka' }, season: { goals: 1 } });
  });

  it('keeps what it has when the provider refuses, and leaves the simulated world as it was', async () => {
    stops.stopAt(RECORDED_AT + 60 * MINUTE);
    const simulated = async () =>
      (await t.app.db.select({ n: sql<number>`count(*)::int`, at: sql<string>`max(${sportsFixtures.kickoffAt})::text` }).from(sportsFixtures).where(lt(sportsFixtures.id, FEED_ID_BASE)))[0];
    const before = await simulated();
    feed.liveFile = 'refused-key';
    await t.app.sportsFeed!.step();
    expect((await match(1379110)).match).toMatchObject({ status: 3, score: '2-1' });
    expect(await simulated()).toEqual(before);
    const imported = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(sportsFixtures).where(and(gte(sportsFixtures.id, FEED_ID_BASE), lt(sportsFixtures.id, FEED_EVENT_ID_BASE)));
    expect(imported[0]!.n).toBe(5);
    expect(clock.now()).toBe(RECORDED_AT + 60 * MINUTE);
  });
});

describe('the setting', () => {
  it('is off by default, and names what is missing or wrong', () => {
    expect(loadConfig({}).sportsFeed).toBeUndefined();
    expect(loadConfig(FEED_ENV).sportsFeed).toEqual({ provider: 'api-football', url: 'https://feed.example/v3', key: 'recorded', leagues: [{ id: 39, season: 2026 }] });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ SPORTS_FEED: 'sportmonks' })).toEqual(['SPORTS_FEED must be api-football, got "sportmonks"']);
    expect(problems({ SPORTS_FEED: 'api-football', SPORTS_FEED_LEAGUES: '39' })).toEqual([
      "SPORTS_FEED=api-football needs SPORTS_FEED_URL (the provider's address, such as its v3 API's)",
      "SPORTS_FEED=api-football needs SPORTS_FEED_KEY (the provider account's key)",
      'SPORTS_FEED_LEAGUES entry "39" must be a league id and a season such as 39:2026',
    ]);
    expect(problems({ SPORTS_FEED_KEY: 'k' })).toEqual(['SPORTS_FEED_KEY and SPORTS_FEED_LEAGUES need SPORTS_FEED=api-football']);
  });
});
