/**
 * Pure helpers of the /tip-keo pages: the route segments and query values, prices, lines and units,
 * a tipster's streak, a tip's result, and the text of a pick in the form.
 */
import { TIP_CATEGORY_SLUGS, TIP_TYPE_SLUGS } from '../../../contracts/constants';
import type { Sport } from '../../../contracts/schemas/sports/matches';
import type { TipMarket, TipPick } from '../../../contracts/schemas/sports/tips';

export type CategorySlug = keyof typeof TIP_CATEGORY_SLUGS;
export type TypeSlug = keyof typeof TIP_TYPE_SLUGS;

export const CATEGORY_SLUGS = Object.keys(TIP_CATEGORY_SLUGS) as CategorySlug[];
export const TYPE_SLUGS = Object.keys(TIP_TYPE_SLUGS) as TypeSlug[];

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && Object.hasOwn(TIP_CATEGORY_SLUGS, value);
}

export function isTypeSlug(value: unknown): value is TypeSlug {
  return typeof value === 'string' && Object.hasOwn(TIP_TYPE_SLUGS, value);
}

/** The sport of a /tip-keo/:category segment. */
export function sportOfCategory(slug: CategorySlug): Sport {
  return TIP_CATEGORY_SLUGS[slug];
}

/** The /tip-keo/:category segment of a sport (football → bong-da); unknown sports are football's. */
export function categoryOfSport(sport: string): CategorySlug {
  return CATEGORY_SLUGS.find((slug) => TIP_CATEGORY_SLUGS[slug] === sport) ?? 'bong-da';
}

export function marketOfType(slug: TypeSlug): TipMarket {
  return TIP_TYPE_SLUGS[slug];
}

/** The events page's status filter in the query (`?trang-thai=`), Vietnamese like every slug of the site. */
export const EVENT_STATUS_QUERY = 'trang-thai';
export type EventStatus = 'upcoming' | 'finished' | 'all';
export const EVENT_STATUSES: readonly EventStatus[] = ['upcoming', 'finished', 'all'];
const EVENT_STATUS_VALUES: Record<EventStatus, string> = { upcoming: 'sap-dien-ra', finished: 'da-ket-thuc', all: 'tat-ca' };

/** The status a query asks for; anything else is the default, upcoming. */
export function parseEventStatus(search: string): EventStatus {
  const value = new URLSearchParams(search).get(EVENT_STATUS_QUERY);
  return EVENT_STATUSES.find((s) => EVENT_STATUS_VALUES[s] === value) ?? 'upcoming';
}

/** The query of a status (none for the default). */
export function eventStatusQuery(status: EventStatus): Record<string, string> {
  return status === 'upcoming' ? {} : { [EVENT_STATUS_QUERY]: EVENT_STATUS_VALUES[status] };
}

/** "My tips" sections in the query (`?muc=`): tips posted, followed, by followed tipsters, and the tipsters. */
export const MINE_QUERY = 'muc';
export type MineSection = 'posted' | 'followed' | 'tipsters' | 'following';
export const MINE_SECTIONS: readonly MineSection[] = ['posted', 'followed', 'tipsters', 'following'];
const MINE_VALUES: Record<MineSection, string> = { posted: 'da-dang', followed: 'da-luu', tipsters: 'tu-tipster', following: 'tipster' };

export function parseMineSection(search: string): MineSection {
  const value = new URLSearchParams(search).get(MINE_QUERY);
  return MINE_SECTIONS.find((s) => MINE_VALUES[s] === value) ?? 'posted';
}

export function mineSectionQuery(section: MineSection): Record<string, string> {
  return section === 'posted' ? {} : { [MINE_QUERY]: MINE_VALUES[section] };
}

/** Decimal odds with two decimals ("1.85"); a missing price is a dash. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? price.toFixed(2) : '–';
}

/** A line without trailing zeros (2.5, 0.25, 168.5); `signed` shows a handicap's sign (+0.5, −0.75, 0). */
export function formatLine(line: number, signed = false): string {
  const text = String(Number(line.toFixed(2)));
  if (text === '0' || text === '-0') return '0';
  if (!signed) return text;
  return line > 0 ? `+${text}` : `−${text.slice(1)}`;
}

/** Units won or lost at level stakes, signed, two decimals: "+1.39", "−2.00", "0.00". */
export function formatUnits(profit: number): string {
  const rounded = Math.round(profit * 100) / 100;
  if (rounded === 0) return '0.00';
  return rounded > 0 ? `+${rounded.toFixed(2)}` : `−${Math.abs(rounded).toFixed(2)}`;
}

/** ROI or win rate (0–1) as a whole or one-decimal percent figure with its sign for ROI: "+23.2%", "−5%", "83.3%". */
export function formatPercent(ratio: number, signed = false): string {
  const value = Math.round(ratio * 1000) / 10;
  const text = `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
  if (!signed || value === 0) return text.replace('-', '−');
  return value > 0 ? `+${text}` : `−${text.slice(1)}`;
}

export type TipResult = 'pending' | 'won' | 'lost' | 'push' | 'void';
const RESULTS: readonly TipResult[] = ['pending', 'won', 'lost', 'push', 'void'];

/** A result the pages know (anything else reads as pending). */
export function tipResult(value: string): TipResult {
  return (RESULTS as readonly string[]).includes(value) ? (value as TipResult) : 'pending';
}

/** The badge tone of a result. */
export function resultTone(result: TipResult): 'accent' | 'live' | 'neutral' | 'hot' {
  return result === 'won' ? 'accent' : result === 'lost' ? 'live' : result === 'pending' ? 'hot' : 'neutral';
}

/** A streak as a short code: W5 (won five in a row), L2; null when none. */
export function streakCode(streak: { result: 'won' | 'lost'; count: number } | null): string | null {
  if (!streak || streak.count <= 0) return null;
  return `${streak.result === 'won' ? 'W' : 'L'}${streak.count}`;
}

/**
 * The message and values of a pick as the form shows it (`tips.pick.<key>`): a team to win, the
 * draw, a team with its handicap, over or under a total.
 */
export function pickMessage(
  market: TipMarket,
  pick: TipPick,
  line: number | null,
  teams: { home: string; away: string },
): { id: string; values: Record<string, string> } {
  if (market === '1x2') {
    if (pick === 'draw') return { id: 'tips.pick.draw', values: {} };
    return { id: 'tips.pick.win', values: { team: pick === 'home' ? teams.home : teams.away } };
  }
  if (market === 'handicap') {
    return { id: 'tips.pick.handicap', values: { team: pick === 'home' ? teams.home : teams.away, line: formatLine(line ?? 0, true) } };
  }
  return { id: pick === 'over' ? 'tips.pick.over' : 'tips.pick.under', values: { line: formatLine(line ?? 0) } };
}
