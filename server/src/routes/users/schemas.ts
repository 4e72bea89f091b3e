/** Response shapes shared by the users area's routes. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const UserInfo = Type.Object({
  userId: Type.Integer(),
  displayName: Type.String(),
  siteRoleId: Type.Integer({ description: '1 member, 2 host, 3 moderator, 4 admin, 5 customer care, 6 silent.' }),
  nickname: Type.String(),
  profilePicture: Type.String({ description: 'A site path such as /media/avatar/12.svg.' }),
  username: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String({ description: '+84 followed by 9 digits.' })),
  level: Type.Integer({ minimum: 1 }),
  exp: Type.Integer({ minimum: 0 }),
  referralCode: Type.String(),
  emailVerified: Type.Boolean(),
  phoneVerified: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO time (UTC).' }),
});
export type UserInfo = Static<typeof UserInfo>;

/** A public view of another member (friends, invitees). */
export const PublicUser = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  profilePicture: Type.String(),
  siteRoleId: Type.Integer(),
  level: Type.Integer(),
});

/** The schema of a route of this area: tags, headers and the envelope answers. */
export function route<D extends TSchema, E extends object>(summary: string, data: D, extra: E) {
  return { tags: ['users'], summary, headers: ApiHeaders, ...extra, response: { 200: Envelope(data), ...errorResponses } };
}

/** `data` of calls that only confirm. */
export const Done = Type.Object({ done: Type.Literal(true) });
