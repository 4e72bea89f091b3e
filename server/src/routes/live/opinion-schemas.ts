/** Request and response schemas of the room poll (fans' opinion): GET and POST /live/api/room/opinion. */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../../../contracts/schemas/common.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The choices of each kind of poll, in display order. */
export const MATCH_CHOICES = ['home', 'draw', 'away'] as const;
export const SHOW_CHOICES = ['1', '2', '3', '4', '5'] as const;

export const PollKind = Type.Union([Type.Literal('match'), Type.Literal('show')], {
  description: 'match: who wins (home / draw / away; no draw outside football); show: a 1–5 star rating of the session.',
});
export type PollKind = Static<typeof PollKind>;

export const PollChoice = Type.Object({
  key: Type.String({ description: 'home, draw, away (match) or 1–5 (show).' }),
  votes: Type.Integer({ minimum: 0 }),
});

export const RoomOpinion = Type.Object({
  roomId: Type.Integer(),
  kind: PollKind,
  /** The schedule entry the poll is about: the room's live session, else the next, else the last. */
  scheduleId: Nullable(Type.Integer()),
  choices: Type.Array(PollChoice),
  total: Type.Integer({ minimum: 0 }),
  myChoice: Nullable(Type.String({ description: "The caller's vote; null for guests and members who have not voted." })),
  open: Type.Boolean({ description: 'Match: until kickoff. Show: while the session is live.' }),
  closesAt: Nullable(Type.String({ description: 'ISO 8601: kickoff (match) or the end of the session (show), when still ahead.' })),
});
export type RoomOpinion = Static<typeof RoomOpinion>;

export const OpinionQuery = Type.Object({ id: Id });

export const VoteBody = Type.Object({
  roomId: Id,
  choice: Type.String({ minLength: 1, maxLength: 16, description: 'One of the poll’s choice keys.' }),
});
