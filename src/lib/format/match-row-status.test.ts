import { describe, expect, it } from 'vitest';
import { rowStatus, type RowStatus } from './match-row-status';

const VN = 'Asia/Ho_Chi_Minh';
const kickoff = '2026-11-24T14:05:00.000Z'; // 21:05 in Vietnam, 14:05 in London

describe('rowStatus', () => {
  it.each<[string, number, string | null, RowStatus]>([
    ['a minute', 2, '37', { tone: 'live', short: { text: "37'" }, long: { id: 'match.status.liveMinute', values: { minute: '37' } } }],
    ['stoppage time', 2, '45+2', { tone: 'live', short: { text: "45+2'" }, long: { id: 'match.status.liveMinute', values: { minute: '45+2' } } }],
    ['half time', 2, 'HT', { tone: 'live', short: { id: 'sportsRow.status.ht' }, long: { id: 'match.status.halfTime' } }],
    // SPEC §4: the codes 1 and 2 and "live" are "ongoing", shown as live.
    ['the first minute (code 1)', 2, '1', { tone: 'live', short: { id: 'match.status.live' }, long: { id: 'match.status.live' } }],
    ['live', 2, 'live', { tone: 'live', short: { id: 'match.status.live' }, long: { id: 'match.status.live' } }],
    ['a kick-off time', 1, '21:05', { tone: 'upcoming', short: { text: '21:05' }, long: { id: 'match.status.upcoming', values: { time: '21:05' } } }],
    // The feed's hh:mm of another zone: the visitor's zone decides.
    ['a kick-off time of another zone', 1, '14:05', { tone: 'upcoming', short: { text: '21:05' }, long: { id: 'match.status.upcoming', values: { time: '21:05' } } }],
    ['pending', 1, 'pending', { tone: 'upcoming', short: { text: '21:05' }, long: { id: 'match.status.upcoming', values: { time: '21:05' } } }],
    ['full time', 3, 'FT', { tone: 'ended', short: { id: 'sportsRow.status.ft' }, long: { id: 'match.status.ended' } }],
    ['penalties', 3, 'pen', { tone: 'ended', short: { id: 'sportsRow.status.ft' }, long: { id: 'match.status.ended' } }],
    ['postponed', 5, 'postponed', { tone: 'off', short: { id: 'sportsRow.status.postponed' }, long: { id: 'match.status.postponed' } }],
    ['cancelled', 5, 'cancelled', { tone: 'off', short: { id: 'sportsRow.status.cancelled' }, long: { id: 'match.status.cancelled' } }],
    ['abandoned', 5, 'abandoned', { tone: 'off', short: { id: 'sportsRow.status.abandoned' }, long: { id: 'match.status.abandoned' } }],
    ['walkover', 3, 'wo', { tone: 'off', short: { id: 'match.status.walkover' }, long: { id: 'match.status.walkover' } }],
    ['delayed', 1, 'delayed', { tone: 'off', short: { id: 'match.status.delayed' }, long: { id: 'match.status.delayed' } }],
    // A text that says nothing known: the status id decides.
    ['unknown text, coming up', 1, 'abc', { tone: 'upcoming', short: { text: '21:05' }, long: { id: 'match.status.upcoming', values: { time: '21:05' } } }],
    ['unknown text, live', 2, '', { tone: 'live', short: { id: 'match.status.live' }, long: { id: 'match.status.live' } }],
    ['unknown text, ended', 3, null, { tone: 'ended', short: { id: 'sportsRow.status.ft' }, long: { id: 'match.status.ended' } }],
    ['unknown text, called off', 5, '?', { tone: 'off', short: { id: 'sportsRow.status.cancelled' }, long: { id: 'match.status.cancelled' } }],
    ['unknown text and id', 9, '?', { tone: 'off', short: { id: 'match.status.unknown' }, long: { id: 'match.status.unknown' } }],
  ])('%s', (_, status, statusText, expected) => {
    expect(rowStatus({ status, statusText, kickoffTime: kickoff }, VN, 'vi')).toEqual(expected);
  });

  it('shows the kick-off in the zone it is given', () => {
    expect(rowStatus({ status: 1, statusText: '21:05', kickoffTime: kickoff }, 'Europe/London', 'en').short).toEqual({ text: '14:05' });
    expect(rowStatus({ status: 1, statusText: '21:05', kickoffTime: kickoff }, 'America/New_York', 'zh-Hant').short).toEqual({ text: '09:05' });
  });
});
