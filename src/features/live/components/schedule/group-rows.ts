/**
 * Which schedule rows a view shows and how they are grouped (SPEC §2): the schedule view shows what
 * is live and coming (and what was called off) in kickoff order; the broadcast view shows what has
 * ended, newest first. Rows are grouped by league; shows without a league under their mode.
 */
import { slugify } from '../../../../../contracts/slug';
import type { ScheduleView } from '../../../../../contracts/day-strip';
import { SCHEDULE_STATUS } from '../../../../../contracts/constants';
import type { LiveMode, ScheduleRow } from '../../../../../contracts/schemas/live';

export interface RowFilter {
  view: ScheduleView;
  /** Only this mode's rows (null: every mode). */
  modeSlug: string | null;
  /** Esport only: rows whose league (the game) slugifies to this. */
  gameSlug: string | null;
}

export interface RowGroup {
  key: string;
  title: string;
  /** The league's logo; null for a mode group (shows). */
  logo: string | null;
  /** The mode's icon name for a mode group. */
  modeIcon: string | null;
  rows: ScheduleRow[];
}

const byKickoff = (a: ScheduleRow, b: ScheduleRow) => a.startTime.localeCompare(b.startTime) || a.id - b.id;

/** The game (league) slug of an esport row; a name with no Latin letters (zh) falls back to giai-{leagueId}. */
export function gameSlugOf(row: ScheduleRow): string {
  return slugify(row.leagueName ?? row.title, row.leagueId !== null ? `giai-${row.leagueId}` : `phong-${row.roomId}`);
}

export function visibleRows(rows: readonly ScheduleRow[], filter: RowFilter): ScheduleRow[] {
  const kept = rows.filter(
    (row) =>
      (filter.modeSlug === null || row.modeSlug === filter.modeSlug) &&
      (filter.gameSlug === null || gameSlugOf(row) === filter.gameSlug) &&
      (filter.view === 'broadcast' ? row.status === SCHEDULE_STATUS.ended : row.status !== SCHEDULE_STATUS.ended),
  );
  return filter.view === 'broadcast' ? kept.sort((a, b) => byKickoff(b, a)) : kept.sort(byKickoff);
}

/** Groups in the order of their first row (rows already sorted), each keeping that order. */
export function groupRows(rows: readonly ScheduleRow[], modes: readonly LiveMode[] | null): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (const row of rows) {
    const key = row.leagueId !== null ? `league-${row.leagueId}` : `mode-${row.modeSlug}`;
    let group = groups.get(key);
    if (!group) {
      const mode = modes?.find((m) => m.slug === row.modeSlug);
      group =
        row.leagueId !== null
          ? { key, title: row.leagueName ?? mode?.name ?? row.modeSlug, logo: row.leagueLogo, modeIcon: null, rows: [] }
          : { key, title: mode?.name ?? row.modeSlug, logo: null, modeIcon: mode?.icon ?? null, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** The esport games (leagues) of a day, as sub-filters: slug and name, in kickoff order. */
export function esportGames(rows: readonly ScheduleRow[]): Array<{ slug: string; name: string }> {
  const games = new Map<string, string>();
  for (const row of [...rows].sort(byKickoff)) {
    if (row.modeSlug !== 'esport') continue;
    const slug = gameSlugOf(row);
    if (slug && !games.has(slug)) games.set(slug, row.leagueName ?? row.title);
  }
  return [...games].map(([slug, name]) => ({ slug, name }));
}
