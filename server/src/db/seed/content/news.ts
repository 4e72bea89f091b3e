/** Builds the news seed: categories with types, tags and 60+ articles from the story templates. */
import { slugify } from '../../../../../contracts/slug.ts';
import type { LocalizedText } from '../../../i18n.ts';
import type { contentCategories, contentTypes, newsArticles, newsTags } from '../../schema.ts';
import {
  athletes,
  esportEvents,
  europeanTeams,
  leagues,
  nbaTeams,
  premierLeagueTeams,
  transferTargets,
  vbaTeams,
  vcsTeams,
  vietnamPlayers,
  vleagueTeams,
  type Team,
} from './entities-data.ts';
import { AUTHORS, nationalTeam, newsCategories, topicTags } from './news-data.ts';
import { paragraphPools, storyKinds, type StoryKind } from './news-stories-data.ts';
import { ago, DAY, fill, joinParagraphs, MINUTE, type Slot } from './text.ts';
import type { RandomSource } from '../seed-kit.ts';

interface Story {
  vars: Record<string, Slot>;
  /** Topic tag slugs, and names whose slug becomes a tag. */
  topics: string[];
  names: LocalizedText[];
  leagueName: string | null;
}

function pair(r: RandomSource, teams: Team[]): [Team, Team] {
  const [home, away] = r.shuffle(teams);
  return [home!, away!];
}

function winScore(r: RandomSource, max: number): { hs: number; as: number } {
  const hs = r.int(1, max);
  return { hs, as: r.int(0, hs - 1) };
}

/** The slots, tags and league of one article of a story kind. */
function story(kind: string, r: RandomSource): Story {
  switch (kind) {
    case 'vnMatch': {
      const [home, away] = pair(r, vleagueTeams);
      const player = r.pick(vietnamPlayers);
      return {
        vars: { home: home.name, away: away.name, player, ...winScore(r, 4), round: r.int(1, 26), minute: r.int(8, 88), gap: r.int(0, 6) },
        topics: ['v-league'], names: [home.name, away.name, player], leagueName: 'V.League 1',
      };
    }
    case 'vnTransfer': {
      const team = r.pick(vleagueTeams);
      const player = r.pick(vietnamPlayers);
      return {
        vars: { home: team.name, player, years: r.int(1, 4), gap: r.int(0, 6) },
        topics: ['v-league', 'chuyen-nhuong'], names: [team.name, player], leagueName: 'V.League 1',
      };
    }
    case 'vnPreview': {
      const [home, away] = pair(r, vleagueTeams);
      return {
        vars: { home: home.name, away: away.name, player: r.pick(vietnamPlayers), round: r.int(1, 26), streak: r.int(3, 9), gap: r.int(0, 6) },
        topics: ['v-league'], names: [home.name, away.name], leagueName: 'V.League 1',
      };
    }
    case 'vnFeature': {
      const player = r.pick(vietnamPlayers);
      return { vars: { home: nationalTeam, player, gap: r.int(0, 3) }, topics: ['doi-tuyen-viet-nam'], names: [player], leagueName: null };
    }
    case 'eplMatch': {
      const [home, away] = pair(r, premierLeagueTeams);
      return {
        vars: { home: home.name, away: away.name, star: home.star!, ...winScore(r, 4), possession: r.int(52, 71) },
        topics: ['ngoai-hang-anh'], names: [home.name, away.name], leagueName: 'Premier League',
      };
    }
    case 'worldTransfer': {
      const team = r.pick([...premierLeagueTeams, ...europeanTeams]);
      const target = r.pick(transferTargets);
      return {
        vars: { home: team.name, star: team.star!, target, fee: r.int(8, 24) * 5 },
        topics: ['chuyen-nhuong'], names: [team.name, target], leagueName: null,
      };
    }
    case 'uclPreview': {
      const [home, away] = pair(r, [...premierLeagueTeams.slice(0, 4), ...europeanTeams]);
      return {
        vars: { home: home.name, away: away.name, star: home.star!, streak: r.int(5, 14) },
        topics: ['champions-league'], names: [home.name, away.name], leagueName: 'Champions League',
      };
    }
    case 'worldFeature': {
      const team = r.pick([...premierLeagueTeams, ...europeanTeams]);
      return {
        vars: { home: team.name, star: team.star!, goals: r.int(12, 34), assists: r.int(4, 15) },
        topics: premierLeagueTeams.includes(team) ? ['ngoai-hang-anh'] : ['champions-league'],
        names: [team.name, team.star!], leagueName: premierLeagueTeams.includes(team) ? 'Premier League' : null,
      };
    }
    case 'vbaMatch': {
      const [home, away] = pair(r, vbaTeams);
      const hs = r.int(78, 104);
      return {
        vars: { home: home.name, away: away.name, hs, as: hs - r.int(1, 6), leadChanges: r.int(6, 18), assistsTotal: r.int(18, 29), threePct: r.int(36, 48) },
        topics: ['vba'], names: [home.name, away.name], leagueName: 'VBA',
      };
    }
    case 'nbaPreview': {
      const [home, away] = pair(r, nbaTeams);
      return {
        vars: { home: home.name, away: away.name, ppg: `${r.int(108, 124)}.${r.int(0, 9)}`, assistsTotal: r.int(22, 32), threePct: r.int(35, 42) },
        topics: ['nba'], names: [home.name, away.name], leagueName: 'NBA',
      };
    }
    case 'esportMatch': {
      const [home, away] = pair(r, vcsTeams);
      return {
        vars: { home: home.name, away: away.name, hs: 3, as: r.int(0, 2), event: r.pick(esportEvents), viewersK: r.int(80, 350) },
        topics: ['lmht', 'vcs'], names: [home.name, away.name], leagueName: 'VCS',
      };
    }
    case 'esportFeature': {
      const team = r.pick(vcsTeams);
      return { vars: { home: team.name, event: r.pick(esportEvents), viewersK: r.int(80, 350) }, topics: ['lmht'], names: [team.name], leagueName: 'VCS' };
    }
    case 'athleteGold': {
      const athlete = r.pick(athletes);
      return {
        vars: { athlete: athlete.name, sport: athlete.sport, event: leagues.seaGames },
        topics: ['sea-games', athlete.tag], names: [athlete.name], leagueName: 'SEA Games 33',
      };
    }
    default: {
      const athlete = r.pick(athletes);
      return { vars: { athlete: athlete.name, sport: athlete.sport }, topics: ['olympic', athlete.tag], names: [athlete.name], leagueName: null };
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

export function buildNews(r: RandomSource, now: Date): NewsSeed {
  const tags = new Map<string, LocalizedText>(Object.entries(topicTags));
  const articles: NewsSeed['articles'] = [];
  const titles = new Set<string>();
  for (const [key, kind] of Object.entries(storyKinds)) {
    for (let made = 0, tries = 0; made < kind.count && tries < 50; tries++) {
      const { vars, topics, names, leagueName } = story(key, r);
      const title = fill(kind.title, vars);
      if (titles.has(title.vi)) continue;
      titles.add(title.vi);
      made++;
      const id = articles.length + 1;
      const extra = r.shuffle(paragraphPools[kind.pool]).slice(0, r.int(2, Math.min(5, paragraphPools[kind.pool].length)));
      const entityTags = names.map((name) => {
        const slug = slugify(name.vi);
        tags.set(slug, name);
        return slug;
      });
      articles.push({
        id,
        slug: `${slugify(title.vi)}-${id}`,
        ...typeId(kind),
        title,
        summary: fill(kind.summary, vars),
        body: joinParagraphs([kind.lead, ...extra].map((p) => fill(p, vars))),
        author: r.pick(AUTHORS),
        leagueName,
        tags: [...new Set([...topics, ...entityTags])],
        cover: `/media/news/${id}.svg`,
        views: r.int(800, 180_000),
        editorPick: r.chance(0.22),
        publishedAt: ago(now, r.int(20, 30 * 24 * 60 - 1) * MINUTE),
      });
    }
  }
  // The newest story is always from today so the "hottest" list has a fresh lead.
  articles[0]!.publishedAt = ago(now, DAY / 24);
  return {
    categories: newsCategories.map((c, index) => ({ id: c.id, section: 'news', slug: c.slug, name: c.name, sort: index + 1 })),
    types: newsCategories.flatMap((c) => c.types.map((type, index) => ({ id: type.id, categoryId: c.id, slug: type.slug, name: type.name, sort: index + 1 }))),
    tags: [...tags].map(([slug, name]) => ({ slug, name })),
    articles,
  };
}
