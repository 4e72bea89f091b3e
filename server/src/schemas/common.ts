/** Schemas shared by every API area: the envelope, the error answer and the language header. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{ code, msg, data }` around the data of a successful answer (code 200). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: 'Equal to the HTTP status.' }),
    msg: Type.String({ description: 'A message in the language of the request.' }),
    data,
  });
}

export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ minimum: 400, maximum: 599, description: 'Equal to the HTTP status.' }),
  msg: Type.String({ description: 'What went wrong, in the language of the request.' }),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Error answers every API route may give. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

export const LanguageHeaders = Type.Object({
  'x-language': Type.Optional(
    Type.String({ description: 'vi (default), en or zh (Traditional Chinese); anything else is answered in vi.' }),
  ),
});
