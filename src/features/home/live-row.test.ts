import { describe, expect, it } from 'vitest';
import { liveRows, withLiveRow } from './live-row';
import type { ScheduleRow } from '../../../contracts/schemas/live';
import type { LiveMatch } from '../../../machines/live-scores/live-scores.frames';

const row = (staticId: number | null, startTime: string, status = 2): ScheduleRow =>
  ({ id: staticId ?? 9, staticId, startTime, status, statusText: status === 2 ? '36' : '21:05', minute: status === 2 ? 36 : null, period: '1H', score: status === 2 ? '0-1' : null, homeScore: status === 2 ? 0 : null, awayScore: status === 2 ? 1 : null }) as ScheduleRow;

const live = (staticId: number, kickoffTime: string, extra: Partial<LiveMatch> = {}): LiveMatch => ({
  staticId,
  seq: 40,
  sport: 'football',
  kickoffTime,
  status: 2,
  statusText: '45+2',
  minute: 45,
  period: '1H',
  score: '1-1',
  homeScore: 1,
  awayScore: 1,
  events: null,
  ...extra,
});

const KICKOFF = '2026-11-24T12:55:00.000Z';

describe('withLiveRow', () => {
  it.each([
    ['the pushed state replaces score, minute and status', row(650, KICKOFF), live(650, KICKOFF), ['45+2', '1-1', 2]],
    ['the same instant written otherwise is the same kick-off', row(650, '2026-11-24T12:55:00Z'), live(650, KICKOFF), ['45+2', '1-1', 2]],
    ['a kick-off of the coming row brings it live', row(652, KICKOFF, 1), live(652, KICKOFF, { statusText: '1', score: '0-0' }), ['1', '0-0', 2]],
    ['the final whistle ends it', row(650, KICKOFF), live(650, KICKOFF, { status: 3, statusText: 'FT', score: '2-1' }), ['FT', '2-1', 3]],
    ['a state of another kick-off (the fixture moved) is not this row’s', row(650, KICKOFF), live(650, '2026-11-25T12:55:00.000Z'), ['36', '0-1', 2]],
    ['a state of another match is ignored', row(650, KICKOFF), live(651, KICKOFF), ['36', '0-1', 2]],
    ['a show has no match to merge', row(null, KICKOFF), live(650, KICKOFF), ['36', '0-1', 2]],
    ['nothing known: the row as loaded', row(650, KICKOFF), null, ['36', '0-1', 2]],
  ] as const)('%s', (_, r, l, [text, score, status]) => {
    const merged = withLiveRow(r, l);
    expect([merged.statusText, merged.score, merged.status]).toEqual([text, score, status]);
  });
});

describe('liveRows', () => {
  it('merges every row and counts those live now', () => {
    const rows = [row(650, KICKOFF), row(652, '2026-11-24T14:05:00.000Z', 1), row(null, KICKOFF)];
    const { rows: merged, live: count } = liveRows(rows, { 650: live(650, KICKOFF, { status: 3, statusText: 'FT' }), 652: live(652, '2026-11-24T14:05:00.000Z') });
    expect(merged.map((r) => r.statusText)).toEqual(['FT', '45+2', '36']);
    expect(count).toBe(2);
  });
});
