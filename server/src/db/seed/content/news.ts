/**
 * Builds the news seed: categories with types, tags and 60+ articles from the story templates. The
 * stories about matches name the sports seed's fixtures (teams, round, score, scorers, kick-off,
 * venue, coaches) and are linked to them (league, match, teams), reports dated after the final
 * whistle and previews before kick-off; club stories name the seeded clubs and their players.
 * Bodies carry headings, lists and quotes (the markers news-body.ts parses on the server).
 */
import { slugify } from '../../../../../contracts/slug.ts';
import { LANGUAGES, type LocalizedText } from '../../../i18n.ts';
import type { contentCategories, contentTypes, newsArticles, newsTags } from '../../schema.ts';
import { athletes, esportEvents, leagues, transferTargets, vietnamPlayers } from './entities-data.ts';
import { AUTHORS, blockTexts, nationalTeam, newsCategories, topicTags } from './news-data.ts';
import { NEWS_LEAGUES, type NewsFixture, type NewsSports, type NewsTeam } from './news-sports.ts';
import { paragraphPools, storyKinds, type StoryKind } from './news-stories-data.ts';
import { ago, DAY, fill, HOUR, MINUTE, same, type Slot } from './text.ts';
import type { RandomSource } from '../seed-kit.ts';

interface Story {
  vars: Record<string, Slot>;
  /** Topic tag slugs, and names whose slug becomes a tag. */
  topics: string[];
  names: LocalizedText[];
  leagueName: string | null;
  leagueId: number | null;
  teams: NewsTeam[];
  match: NewsFixture | null;
  /** Blocks after the lead (before the pool's paragraphs) and at the end. */
  middle: LocalizedText[];
  end: LocalizedText[];
  /** When it was published: after the match for a report, before kick-off for a preview. */
  publishedAt: Date | null;
}

const LOCALES: Record<(typeof LANGUAGES)[number], string> = { vi: 'vi-VN', en: 'en-GB', zh: 'zh-Hant' };

/** A kick-off in Vietnam's time, written in each language. */
function vnTime(at: Date): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGUAGES) {
    out[lang] = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long', day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  }
  return out;
}

/** Joins the languages' lines of a list block (`- ` items). */
function listBlock(items: LocalizedText[]): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGUAGES) out[lang] = items.map((item) => `- ${item[lang]}`).join('\n');
  return out;
}

function heading(text: LocalizedText): LocalizedText {
  return fill(same('## {h}'), { h: text });
}

function quote(text: LocalizedText, manager: LocalizedText | null, team: NewsTeam): LocalizedText[] {
  if (!manager) return [];
  return [fill(same('> {q}\n— {cite}'), { q: text, cite: fill(blockTexts.coachCite, { manager, team: team.name }) })];
}

function goalLines(match: NewsFixture): LocalizedText {
  return listBlock(
    match.goals.map((goal) =>
      fill(blockTexts.goalLine, {
        minute: goal.minute,
        player: goal.player ?? blockTexts.unknownScorer,
        team: (goal.side === 0 ? match.home : match.away).name,
        note: goal.ownGoal ? blockTexts.ownGoal : goal.penalty ? blockTexts.penalty : '',
      }),
    ),
  );
}

function facts(match: NewsFixture, league: LocalizedText, played: boolean): LocalizedText {
  return listBlock([
    fill(blockTexts.factCompetition, { league, round: match.round }),
    fill(blockTexts.factStart, { time: vnTime(match.kickoffAt) }),
    ...(match.venue ? [fill(blockTexts.factVenue, { venue: match.venue })] : []),
    ...(played ? [fill(blockTexts.factResult, { home: match.home.name, away: match.away.name, hs: match.finalHome, as: match.finalAway })] : []),
  ]);
}

/** Picks fixtures once each, most recent reports and nearest previews first, with some variety. */
class FixturePicker {
  private readonly used = new Set<number>();
  constructor(
    private readonly r: RandomSource,
    private readonly sports: NewsSports,
  ) {}
  /** A played home win of the league (the templates tell of the hosts winning), among the latest ones. */
  report(leagueId: number): NewsFixture | null {
    const wins = this.sports.played.filter((f) => f.leagueId === leagueId && f.finalHome > f.finalAway && !this.used.has(f.id)).slice(-8);
    return this.take(wins);
  }
  /** A coming fixture of the league, among the nearest ones. */
  preview(leagueId: number): NewsFixture | null {
    return this.take(this.sports.coming.filter((f) => f.leagueId === leagueId && !this.used.has(f.id)).slice(0, 8));
  }
  team(leagueId: number): NewsTeam | null {
    const teams = this.sports.teams.filter((team) => team.leagueId === leagueId);
    return teams.length ? this.r.pick(teams) : null;
  }
  private take(candidates: NewsFixture[]): NewsFixture | null {
    if (candidates.length === 0) return null;
    const picked = this.r.pick(candidates);
    this.used.add(picked.id);
    return picked;
  }
}

const base = (): Omit<Story, 'vars' | 'topics' | 'names' | 'leagueName'> => ({ leagueId: null, teams: [], match: null, middle: [], end: [], publishedAt: null });

/** A report dated 30 min – 3 h after the final whistle (and before now); a preview 2–30 h before now and before kick-off. */
function reportTime(r: RandomSource, match: NewsFixture, now: Date): Date {
  return new Date(Math.min(match.endsAt.getTime() + r.int(30, 180) * MINUTE, now.getTime() - 10 * MINUTE));
}
function previewTime(r: RandomSource, match: NewsFixture, now: Date): Date {
  return new Date(Math.min(now.getTime() - r.int(2, 30) * HOUR, match.kickoffAt.getTime() - 2 * HOUR));
}

function scorer(match: NewsFixture, side: 0 | 1, fallback: LocalizedText): { player: LocalizedText; minute: number } {
  const goal = match.goals.find((g) => g.side === side && !g.ownGoal && g.player);
  return goal ? { player: goal.player!, minute: goal.minute } : { player: (side === 0 ? match.home : match.away).players[0] ?? fallback, minute: 50 };
}

/** The slots, tags, links and extra blocks of one article of a story kind; null when the seed has no fixture for it. */
function story(kind: string, r: RandomSource, sports: NewsSports, pick: FixturePicker, now: Date): Story | null {
  const leagueText = (id: number, fallback: LocalizedText) => sports.leagues.get(id) ?? fallback;
  const withMatch = (match: NewsFixture, leagueId: number) => ({ leagueId, teams: [match.home, match.away], match });
  switch (kind) {
    case 'vnMatch': {
      const match = pick.report(NEWS_LEAGUES.vleague);
      if (!match) return null;
      const { player, minute } = scorer(match, 0, r.pick(vietnamPlayers));
      const league = leagueText(NEWS_LEAGUES.vleague, leagues.vleague);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.vleague),
        vars: { home: match.home.name, away: match.away.name, player, hs: match.finalHome, as: match.finalAway, round: match.round, minute, gap: r.int(0, 6) },
        topics: ['v-league'], names: [match.home.name, match.away.name, player], leagueName: 'V.League 1',
        middle: [heading(blockTexts.keyMoments), goalLines(match)],
        end: [...quote(blockTexts.quoteAfterWin, match.home.manager, match.home), heading(blockTexts.matchFacts), facts(match, league, true)],
        publishedAt: reportTime(r, match, now),
      };
    }
    case 'vnTransfer': {
      const team = pick.team(NEWS_LEAGUES.vleague);
      if (!team) return null;
      const other = pick.team(NEWS_LEAGUES.vleague);
      const player = (other && other.id !== team.id ? r.pick(other.players.slice(0, 6)) : undefined) ?? r.pick(vietnamPlayers);
      return {
        ...base(), leagueId: NEWS_LEAGUES.vleague, teams: [team],
        vars: { home: team.name, player, years: r.int(1, 4), gap: r.int(0, 6) },
        topics: ['v-league', 'chuyen-nhuong'], names: [team.name, player], leagueName: 'V.League 1',
      };
    }
    case 'vnPreview': {
      const match = pick.preview(NEWS_LEAGUES.vleague);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.vleague, leagues.vleague);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.vleague),
        vars: { home: match.home.name, away: match.away.name, player: match.home.players[0] ?? r.pick(vietnamPlayers), round: match.round, streak: r.int(3, 9), gap: r.int(0, 6) },
        topics: ['v-league'], names: [match.home.name, match.away.name], leagueName: 'V.League 1',
        middle: [heading(blockTexts.matchFacts), facts(match, league, false)],
        end: quote(blockTexts.quoteBeforeMatch, match.home.manager, match.home),
        publishedAt: previewTime(r, match, now),
      };
    }
    case 'vnFeature': {
      const team = pick.team(NEWS_LEAGUES.vleague);
      const player = (team ? r.pick(team.players.slice(0, 8)) : undefined) ?? r.pick(vietnamPlayers);
      return { ...base(), teams: team ? [team] : [], vars: { home: nationalTeam, player, gap: r.int(0, 3) }, topics: ['doi-tuyen-viet-nam'], names: [player], leagueName: null };
    }
    case 'eplMatch': {
      const match = pick.report(NEWS_LEAGUES.epl);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.epl, leagues.epl);
      const { player } = scorer(match, 0, same('—'));
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.epl),
        vars: { home: match.home.name, away: match.away.name, star: player, hs: match.finalHome, as: match.finalAway, possession: match.possession ?? r.int(52, 71) },
        topics: ['ngoai-hang-anh'], names: [match.home.name, match.away.name], leagueName: 'Premier League',
        middle: [heading(blockTexts.keyMoments), goalLines(match)],
        end: [...quote(blockTexts.quoteAfterWin, match.home.manager, match.home), heading(blockTexts.matchFacts), facts(match, league, true)],
        publishedAt: reportTime(r, match, now),
      };
    }
    case 'worldTransfer': {
      const team = pick.team(NEWS_LEAGUES.epl);
      if (!team) return null;
      const target = r.pick(transferTargets);
      return {
        ...base(), leagueId: NEWS_LEAGUES.epl, teams: [team],
        vars: { home: team.name, star: team.players[0] ?? target, target, fee: r.int(8, 24) * 5 },
        topics: ['chuyen-nhuong'], names: [team.name, target], leagueName: null,
      };
    }
    case 'uclPreview': {
      const match = pick.preview(NEWS_LEAGUES.ucl);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.ucl, leagues.ucl);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.ucl),
        vars: { home: match.home.name, away: match.away.name, star: match.home.players[0] ?? match.home.name, streak: r.int(5, 14) },
        topics: ['champions-league'], names: [match.home.name, match.away.name], leagueName: 'Champions League',
        middle: [heading(blockTexts.matchFacts), facts(match, league, false)],
        end: quote(blockTexts.quoteBeforeMatch, match.home.manager, match.home),
        publishedAt: previewTime(r, match, now),
      };
    }
    case 'worldFeature': {
      const team = pick.team(NEWS_LEAGUES.epl);
      if (!team || team.players.length === 0) return null;
      const star = r.pick(team.players.slice(0, 4));
      return {
        ...base(), leagueId: NEWS_LEAGUES.epl, teams: [team],
        vars: { home: team.name, star, goals: r.int(12, 34), assists: r.int(4, 15) },
        topics: ['ngoai-hang-anh'], names: [team.name, star], leagueName: 'Premier League',
      };
    }
    case 'vbaMatch': {
      const match = pick.report(NEWS_LEAGUES.vba);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.vba, leagues.vba);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.vba),
        vars: { home: match.home.name, away: match.away.name, hs: match.finalHome, as: match.finalAway, leadChanges: r.int(6, 18), assistsTotal: r.int(18, 29), threePct: r.int(36, 48) },
        topics: ['vba'], names: [match.home.name, match.away.name], leagueName: 'VBA',
        middle: [heading(blockTexts.matchFacts), facts(match, league, true)],
        end: quote(blockTexts.quoteAfterWin, match.home.manager, match.home),
        publishedAt: reportTime(r, match, now),
      };
    }
    case 'vbaPreview': {
      const match = pick.preview(NEWS_LEAGUES.vba);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.vba, leagues.vba);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.vba),
        vars: { home: match.home.name, away: match.away.name, round: match.round, ppg: `${r.int(78, 96)}.${r.int(0, 9)}`, assistsTotal: r.int(16, 26), threePct: r.int(33, 41) },
        topics: ['vba'], names: [match.home.name, match.away.name], leagueName: 'VBA',
        middle: [heading(blockTexts.matchFacts), facts(match, league, false)],
        end: quote(blockTexts.quoteBeforeMatch, match.home.manager, match.home),
        publishedAt: previewTime(r, match, now),
      };
    }
    case 'esportMatch': {
      const match = pick.report(NEWS_LEAGUES.esport);
      if (!match) return null;
      const league = leagueText(NEWS_LEAGUES.esport, leagues.vcs);
      return {
        ...base(),
        ...withMatch(match, NEWS_LEAGUES.esport),
        vars: { home: match.home.name, away: match.away.name, hs: match.finalHome, as: match.finalAway, event: r.pick(esportEvents), league, viewersK: r.int(80, 350) },
        topics: ['lmht'], names: [match.home.name, match.away.name], leagueName: league.vi,
        middle: [heading(blockTexts.matchFacts), facts(match, league, true)],
        publishedAt: reportTime(r, match, now),
      };
    }
    case 'esportFeature': {
      const team = pick.team(NEWS_LEAGUES.esport);
      if (!team) return null;
      const league = leagueText(NEWS_LEAGUES.esport, leagues.vcs);
      return { ...base(), leagueId: NEWS_LEAGUES.esport, teams: [team], vars: { home: team.name, event: r.pick(esportEvents), viewersK: r.int(80, 350) }, topics: ['lmht'], names: [team.name], leagueName: league.vi };
    }
    case 'athleteGold': {
      const athlete = r.pick(athletes);
      return {
        ...base(),
        vars: { athlete: athlete.name, sport: athlete.sport, event: leagues.seaGames },
        topics: ['sea-games', athlete.tag], names: [athlete.name], leagueName: 'SEA Games 33',
      };
    }
    default: {
      const athlete = r.pick(athletes);
      return { ...base(), vars: { athlete: athlete.name, sport: athlete.sport }, topics: ['olympic', athlete.tag], names: [athlete.name], leagueName: null };
    }
  }
}

export interface NewsSeed {
  categories: (typeof contentCategories.$inferInsert)[];
  types: (typeof contentTypes.$inferInsert)[];
  tags: (typeof newsTags.$inferInsert)[];
  articles: (typeof newsArticles.$inferInsert)[];
}

function typeId(kind: StoryKind): { categoryId: number; typeId: number } {
  const category = newsCategories.find((c) => c.slug === kind.category)!;
  return { categoryId: category.id, typeId: category.types.find((type) => type.slug === kind.type)!.id };
}

function joinBlocks(blocks: LocalizedText[]): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGUAGES) out[lang] = blocks.map((b) => b[lang]).join('\n\n');
  return out;
}

export function buildNews(r: RandomSource, now: Date, sports: NewsSports): NewsSeed {
  const tags = new Map<string, LocalizedText>(Object.entries(topicTags));
  const articles: NewsSeed['articles'] = [];
  const titles = new Set<string>();
  const pick = new FixturePicker(r, sports);
  for (const [key, kind] of Object.entries(storyKinds)) {
    for (let made = 0, tries = 0; made < kind.count && tries < 50; tries++) {
      const found = story(key, r, sports, pick, now);
      if (!found) break;
      const { vars, topics, names, leagueName } = found;
      const title = fill(kind.title, vars);
      if (titles.has(title.vi)) continue;
      titles.add(title.vi);
      made++;
      const id = articles.length + 1;
      const pool = paragraphPools[kind.pool];
      const extra = r.shuffle(pool).slice(0, r.int(2, Math.min(5, pool.length))).map((p) => fill(p, vars));
      const entityTags = names.map((name) => {
        const slug = slugify(name.vi);
        tags.set(slug, name);
        return slug;
      });
      // Features without a match get a heading between their paragraphs.
      const blocks = found.middle.length || found.end.length
        ? [fill(kind.lead, vars), extra[0]!, ...found.middle, ...extra.slice(1), ...found.end]
        : [fill(kind.lead, vars), extra[0]!, heading(blockTexts.background), ...extra.slice(1)];
      articles.push({
        id,
        slug: `${slugify(title.vi)}-${id}`,
        ...typeId(kind),
        title,
        summary: fill(kind.summary, vars),
        body: joinBlocks(blocks),
        author: r.pick(AUTHORS),
        leagueName,
        leagueId: found.leagueId,
        matchId: found.match?.id ?? null,
        teamIds: found.teams.map((team) => team.id),
        tags: [...new Set([...topics, ...entityTags])],
        cover: `/media/news/${id}.svg`,
        views: r.int(800, 180_000),
        editorPick: r.chance(0.22),
        publishedAt: found.publishedAt ?? ago(now, r.int(20, 30 * 24 * 60 - 1) * MINUTE),
      });
    }
  }
  // The newest story is always from today so the "hottest" list has a fresh lead.
  const newest = articles.reduce((a, b) => (b.publishedAt! > a.publishedAt! ? b : a), articles[0]!);
  if (now.getTime() - newest.publishedAt!.getTime() > DAY / 24) articles[0]!.publishedAt = ago(now, DAY / 24);
  return {
    categories: newsCategories.map((c, index) => ({ id: c.id, section: 'news', slug: c.slug, name: c.name, sort: index + 1 })),
    types: newsCategories.flatMap((c) => c.types.map((type, index) => ({ id: type.id, categoryId: c.id, slug: type.slug, name: type.name, sort: index + 1 }))),
    tags: [...tags].map(([slug, name]) => ({ slug, name })),
    articles,
  };
}
