/**
 * The sports area's tables: leagues, teams, players, managers, venues, fixtures with their match
 * events, odds tips and the origin the season's calendar is planned from.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { users } from './users.ts';

export const SPORTS = ['football', 'basketball', 'esport'] as const;
export type Sport = (typeof SPORTS)[number];

export const sportsLeagues = pgTable('sports_leagues', {
  id: integer('id').primaryKey(),
  sport: text('sport', { enum: SPORTS }).notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  shortName: text('short_name').notNull(),
  /** Country code (VN, EN, ES...) or a region (EU, SEA). */
  country: text('country').notNull(),
  kind: text('kind', { enum: ['league', 'cup'] }).notNull(),
  tier: integer('tier').notNull(),
  featured: boolean('featured').notNull().default(false),
  season: text('season').notNull(),
  colorPrimary: text('color_primary').notNull(),
  colorSecondary: text('color_secondary').notNull(),
  sort: integer('sort').notNull(),
});

export const sportsVenues = pgTable('sports_venues', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  country: text('country').notNull(),
  capacity: integer('capacity').notNull(),
  opened: integer('opened').notNull(),
  surface: text('surface', { enum: ['grass', 'hybrid', 'hardwood', 'stage'] }).notNull(),
});

export const sportsManagers = pgTable('sports_managers', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  nationality: text('nationality').notNull(),
  birthDate: text('birth_date').notNull(),
  formation: text('formation').notNull(),
  since: integer('since').notNull(),
});

export const sportsTeams = pgTable(
  'sports_teams',
  {
    id: integer('id').primaryKey(),
    sport: text('sport', { enum: SPORTS }).notNull(),
    leagueId: belongsTo('league_id', () => sportsLeagues.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    shortName: text('short_name').notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    country: text('country').notNull(),
    founded: integer('founded').notNull(),
    venueId: integer('venue_id').references(() => sportsVenues.id, { onDelete: 'set null' }),
    managerId: integer('manager_id').references(() => sportsManagers.id, { onDelete: 'set null' }),
    colorPrimary: text('color_primary').notNull(),
    colorSecondary: text('color_secondary').notNull(),
    /** Strength 50–95; drives results and odds. */
    rating: integer('rating').notNull(),
  },
  (t) => [index('sports_teams_league_idx').on(t.leagueId), index('sports_teams_venue_idx').on(t.venueId)],
);

export const sportsPlayers = pgTable(
  'sports_players',
  {
    id: integer('id').primaryKey(),
    teamId: belongsTo('team_id', () => sportsTeams.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Football GK/DF/MF/FW; basketball PG/SG/SF/PF/C; esport TOP/JG/MID/AD/SP. */
    position: text('position').notNull(),
    shirtNumber: integer('shirt_number').notNull(),
    nationality: text('nationality').notNull(),
    birthDate: text('birth_date').notNull(),
    heightCm: integer('height_cm').notNull(),
    weightKg: integer('weight_kg').notNull(),
    foot: text('foot', { enum: ['left', 'right', 'both'] }).notNull(),
  },
  (t) => [index('sports_players_team_idx').on(t.teamId)],
);

/** Lineup of one side: formation, starting players (in formation order) and the bench. */
export interface Lineup {
  formation: string;
  starters: number[];
  bench: number[];
}

/** Full-match statistics (cards come from events): [home, away] pairs, possession of the home side. */
export interface MatchStats {
  possession: number;
  shots: [number, number];
  shotsOnTarget: [number, number];
  corners: [number, number];
  fouls: [number, number];
  offsides: [number, number];
}

/**
 * What a real feed (server/src/sports/feed) last said of a football match: its provider's status
 * (NS, 1H, HT, 2H, ET, BT, P, SUSP, INT, FT, AET, PEN…), the minute, the score and when it said it
 * (epoch ms). A fixture that has one takes its state from it (sports/match-clock.ts), not from the
 * simulated timeline.
 */
export interface FeedObservation {
  status: string;
  elapsed: number | null;
  extra: number | null;
  home: number | null;
  away: number | null;
  at: number;
}

/**
 * What happens when, relative to kickoff. Football: stoppage minutes, goals as
 * [second from kickoff, side 0 home / 1 away] and `kickoffDelay`, the seconds (0–29) from the
 * scheduled kickoff to the referee's first whistle, from which the match clock's minutes run;
 * basketball: points per quarter; esport: maps as [winner side, minutes].
 */
export type Timeline =
  | { kind: 'football'; add1: number; add2: number; goals: [number, number][]; kickoffDelay?: number; feed?: FeedObservation }
  | { kind: 'basketball'; quarters: [number, number][] }
  | { kind: 'esport'; maps: [number, number][] };

export const FIXTURE_STATES = ['normal', 'cancelled', 'postponed'] as const;

export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: integer('id').primaryKey(),
    sport: text('sport', { enum: SPORTS }).notNull(),
    leagueId: belongsTo('league_id', () => sportsLeagues.id),
    /** 0 the current season, -1 the previous one. */
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    homeTeamId: belongsTo('home_team_id', () => sportsTeams.id),
    awayTeamId: belongsTo('away_team_id', () => sportsTeams.id),
    venueId: integer('venue_id').references(() => sportsVenues.id, { onDelete: 'set null' }),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /** When the match is over (kickoff + its whole duration): live while kickoffAt <= now < endsAt. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: FIXTURE_STATES }).notNull().default('normal'),
    finalHome: smallint('final_home').notNull(),
    finalAway: smallint('final_away').notNull(),
    timeline: jsonb('timeline').$type<Timeline>().notNull(),
    homeLineup: jsonb('home_lineup').$type<Lineup>(),
    awayLineup: jsonb('away_lineup').$type<Lineup>(),
    stats: jsonb('stats').$type<MatchStats>(),
    attendance: integer('attendance'),
  },
  (t) => [
    index('sports_fixtures_kickoff_idx').on(t.kickoffAt),
    index('sports_fixtures_league_kickoff_idx').on(t.leagueId, t.kickoffAt),
    index('sports_fixtures_home_kickoff_idx').on(t.homeTeamId, t.kickoffAt),
    index('sports_fixtures_away_kickoff_idx').on(t.awayTeamId, t.kickoffAt),
    index('sports_fixtures_venue_idx').on(t.venueId),
  ],
);

export const MATCH_EVENT_TYPES = ['goal', 'penalty', 'own_goal', 'yellow', 'red', 'sub'] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

export const sportsMatchEvents = pgTable(
  'sports_match_events',
  {
    id: integer('id').primaryKey(),
    fixtureId: belongsTo('fixture_id', () => sportsFixtures.id),
    /** Seconds of wall time after kickoff when it happens (the event is shown from then on). */
    atSecond: integer('at_second').notNull(),
    minute: smallint('minute').notNull(),
    extra: smallint('extra').notNull().default(0),
    side: smallint('side').notNull(),
    type: text('type', { enum: MATCH_EVENT_TYPES }).notNull(),
    /** Scorer, booked player or the player coming on. */
    playerId: integer('player_id').references(() => sportsPlayers.id, { onDelete: 'set null' }),
    /** Assist, or the player going off. */
    relatedPlayerId: integer('related_player_id').references(() => sportsPlayers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sports_match_events_fixture_idx').on(t.fixtureId, t.atSecond),
    index('sports_match_events_player_idx').on(t.playerId),
  ],
);

/** The origin: the day (Asia/Ho_Chi_Minh) of the first seed, which the calendar is planned from; one row, id 1. */
export const sportsClock = pgTable('sports_clock', {
  id: integer('id').primaryKey(),
  anchorDay: text('anchor_day').notNull(),
});

export const TIP_CATEGORIES = ['football', 'basketball', 'esport'] as const;
export const TIP_MARKETS = ['1x2', 'handicap', 'over_under'] as const;
export const TIP_PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
/** pending until the match is over (or called off), then settled once (server/src/sports/settlement.ts). */
export const TIP_RESULTS = ['pending', 'won', 'lost', 'push', 'void'] as const;

export const sportsTips = pgTable(
  'sports_tips',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    fixtureId: belongsTo('fixture_id', () => sportsFixtures.id),
    authorId: integer('author_id').notNull(),
    category: text('category', { enum: TIP_CATEGORIES }).notNull(),
    market: text('market', { enum: TIP_MARKETS }).notNull(),
    pick: text('pick', { enum: TIP_PICKS }).notNull(),
    /** Handicap of the home side, or the goals/points line of over/under. */
    line: real('line'),
    odds: real('odds').notNull(),
    /** 50–95 (%). */
    confidence: integer('confidence').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    reasoning: jsonb('reasoning').$type<LocalizedText>().notNull(),
    /** Expert tips are seeded; member tips are posted by members. */
    byMember: boolean('by_member').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Written by the settlement when the match ends (or is called off); pending before. */
    result: text('result', { enum: TIP_RESULTS }).notNull().default('pending'),
    /** Units won or lost staking 1 (halves on quarter lines); null while pending. */
    profit: real('profit'),
    /** When the settlement ran (the server's clock). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sports_tips_slug_key').on(t.slug),
    index('sports_tips_fixture_idx').on(t.fixtureId),
    index('sports_tips_author_idx').on(t.authorId),
    index('sports_tips_result_idx').on(t.result, t.fixtureId),
    index('sports_tips_category_created_idx').on(t.category, t.createdAt),
    check('sports_tips_confidence_check', sql`${t.confidence} between 1 and 100`),
  ],
);

export const sportsTipFollows = pgTable(
  'sports_tip_follows',
  {
    userId: belongsTo('user_id', () => users.id),
    tipId: belongsTo('tip_id', () => sportsTips.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipId] }), index('sports_tip_follows_tip_idx').on(t.tipId)],
);

/** A member's favourite teams (the home page shows their matches first). */
export const sportsFavouriteTeams = pgTable(
  'sports_favourite_teams',
  {
    userId: belongsTo('user_id', () => users.id),
    teamId: belongsTo('team_id', () => sportsTeams.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('sports_favourite_teams_team_idx').on(t.teamId)],
);

/** Members following a tipster (any user who posts tips). */
export const sportsTipsterFollows = pgTable(
  'sports_tipster_follows',
  {
    userId: belongsTo('user_id', () => users.id),
    tipsterId: belongsTo('tipster_id', () => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipsterId] }), index('sports_tipster_follows_tipster_idx').on(t.tipsterId)],
);
