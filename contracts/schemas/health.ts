/** GET /healthz: whether the server and its database answer (outside the envelope: load balancers read it). */
import { Type, type Static } from '@sinclair/typebox';

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  db: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});
export type Health = Static<typeof Health>;
