/**
 * Catalogue ids of what the server gives as codes (chart measures, positions, feet, form letters),
 * written out so the build's message scan finds each one. A code without an id is shown as given.
 */
import type { CompareKind, SideIndex } from '../../../machines/compare/compare-ids';

export const METRIC_LABELS: Readonly<Record<string, string>> = {
  winRate: 'compare.metric.winRate',
  goalsForPerGame: 'compare.metric.goalsForPerGame',
  goalsAgainstPerGame: 'compare.metric.goalsAgainstPerGame',
  cleanSheetRate: 'compare.metric.cleanSheetRate',
  formPoints: 'compare.metric.formPoints',
  position: 'compare.metric.position',
  points: 'compare.metric.points',
  appearances: 'compare.metric.appearances',
  minutes: 'compare.metric.minutes',
  goals: 'compare.metric.goals',
  assists: 'compare.metric.assists',
  goalsPer90: 'compare.metric.goalsPer90',
  assistsPer90: 'compare.metric.assistsPer90',
  yellowCards: 'compare.metric.yellowCards',
  redCards: 'compare.metric.redCards',
};

export const POSITION_LABELS: Readonly<Record<string, string>> = {
  GK: 'compare.position.GK',
  DF: 'compare.position.DF',
  MF: 'compare.position.MF',
  FW: 'compare.position.FW',
  PG: 'compare.position.PG',
  SG: 'compare.position.SG',
  SF: 'compare.position.SF',
  PF: 'compare.position.PF',
  C: 'compare.position.C',
  TOP: 'compare.position.TOP',
  JG: 'compare.position.JG',
  MID: 'compare.position.MID',
  AD: 'compare.position.AD',
  SP: 'compare.position.SP',
};

export const FOOT_LABELS: Readonly<Record<string, string>> = {
  right: 'compare.foot.right',
  left: 'compare.foot.left',
  both: 'compare.foot.both',
};

export const FORM_LETTERS = { W: 'compare.form.W', D: 'compare.form.D', L: 'compare.form.L' } as const;
export const FORM_NAMES = { W: 'compare.form.win', D: 'compare.form.draw', L: 'compare.form.loss' } as const;

/** "Team 1", "Player 2"… */
export const SIDE_LABELS: Readonly<Record<CompareKind, readonly [string, string]>> = {
  teams: ['compare.side.team1', 'compare.side.team2'],
  players: ['compare.side.player1', 'compare.side.player2'],
};

export const sideLabel = (kind: CompareKind, side: SideIndex): string => SIDE_LABELS[kind][side];
