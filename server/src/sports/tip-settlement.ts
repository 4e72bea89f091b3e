/**
 * Tips settle by themselves: once a fixture is over by the server's clock (or called off), each of
 * its pending tips gets its result and profit from the final score (settlement.ts), written once
 * (`where result = 'pending'`, so a second run or a racing instance changes nothing). The runner
 * knows when the next fixture with a pending tip ends and does nothing before then, so calling it
 * before every tip read and from a timer costs nothing between match ends.
 */
import { and, eq, gt, inArray, lte, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sportsFixtures, sportsTips } from '../db/schema.ts';
import { settleTip } from './settlement.ts';

interface RunnerState {
  /** The next instant a pending tip's fixture ends (ms); null when none is left; undefined before the first run. */
  nextDue: number | null | undefined;
  running: Promise<number> | null;
}

const states = new WeakMap<Db, RunnerState>();

function stateOf(db: Db): RunnerState {
  let state = states.get(db);
  if (!state) states.set(db, (state = { nextDue: undefined, running: null }));
  return state;
}

/** Settles every pending tip whose fixture is over at `nowMs` or called off; answers how many it settled. */
export async function settleDueTips(db: Db, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const due = await db
    .select({ id: sportsTips.id, market: sportsTips.market, pick: sportsTips.pick, line: sportsTips.line, odds: sportsTips.odds, state: sportsFixtures.state, home: sportsFixtures.finalHome, away: sportsFixtures.finalAway })
    .from(sportsTips)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsTips.fixtureId))
    .where(and(eq(sportsTips.result, 'pending'), or(ne(sportsFixtures.state, 'normal'), lte(sportsFixtures.endsAt, now))));
  if (due.length === 0) return 0;
  const rows = due.map((tip) => ({ id: tip.id, ...settleTip(tip, { state: tip.state, home: tip.home, away: tip.away }) }));
  let settled = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = sql.join(chunk.map((r) => sql`(${r.id}::integer, ${r.result}::text, ${r.profit}::real)`), sql`, `);
    const updated = await db.execute(sql`update ${sportsTips} as t set result = v.result, profit = v.profit, settled_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, result, profit)
      where t.id = v.id and t.result = 'pending'
      returning t.id`);
    settled += (updated as unknown as { rows: unknown[] }).rows.length;
  }
  return settled;
}

/** When the next fixture with a pending tip ends, after `nowMs` (null when none). */
export async function nextSettlementAt(db: Db, nowMs: number): Promise<number | null> {
  const [row] = await db
    .select({ at: min(sportsFixtures.endsAt) })
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.state, 'normal'), gt(sportsFixtures.endsAt, new Date(nowMs)), inArray(sportsFixtures.id, db.select({ id: sportsTips.fixtureId }).from(sportsTips).where(eq(sportsTips.result, 'pending')))));
  return row?.at ? new Date(row.at).getTime() : null;
}

/**
 * Settles what is due at `nowMs` unless nothing can be (the next end is still ahead). Concurrent
 * callers share one run. Answers how many tips it settled.
 */
export async function ensureSettled(db: Db, nowMs: number): Promise<number> {
  const state = stateOf(db);
  if (state.nextDue === null || (state.nextDue !== undefined && nowMs < state.nextDue)) return 0;
  if (state.running) return state.running;
  const run = (async () => {
    const settled = await settleDueTips(db, nowMs);
    state.nextDue = await nextSettlementAt(db, nowMs);
    return settled;
  })();
  state.running = run;
  try {
    return await run;
  } finally {
    state.running = null;
  }
}

/** A tip was posted on a fixture ending at `endsAtMs`: the runner must look again by then. */
export function noteTipPosted(db: Db, endsAtMs: number): void {
  const state = stateOf(db);
  if (state.nextDue === undefined) return;
  state.nextDue = state.nextDue === null ? endsAtMs : Math.min(state.nextDue, endsAtMs);
}

/** Rows moved in time (time-anchor.ts) or were changed outside the runner: look again at the next call. */
export function forgetSettlementSchedule(db: Db): void {
  stateOf(db).nextDue = undefined;
}

/** The instant the runner will next do something (undefined: at the next call), for timers. */
export function settlementDueAt(db: Db): number | null | undefined {
  return stateOf(db).nextDue;
}
