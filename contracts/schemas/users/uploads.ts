/** The member's daily upload quota (docs/api/users.md, docs/security.md "Uploads"): short videos and post pictures together. */
import { Type, type Static } from '@sinclair/typebox';

export const UploadQuota = Type.Object({
  day: Type.String({ description: 'The calendar day in Vietnam the quota is of (YYYY-MM-DD); it starts again at midnight there.' }),
  bytesUsed: Type.Integer({ minimum: 0, description: 'Bytes of the files kept today.' }),
  bytesAllowed: Type.Integer({ minimum: 1, description: 'Bytes a member may upload in a day (UPLOAD_DAILY_MB).' }),
  filesUsed: Type.Integer({ minimum: 0, description: 'Files kept today (a clip, or each picture of a post).' }),
  filesAllowed: Type.Integer({ minimum: 1, description: 'Files a member may upload in a day (UPLOAD_DAILY_FILES).' }),
});
export type UploadQuota = Static<typeof UploadQuota>;
