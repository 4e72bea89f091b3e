/**
 * The member's daily upload quota (GET /live/api/user/upload-quota; the server's gate is
 * server/src/uploads/gate.ts): what the upload forms show and check before sending anything.
 */
import type { UploadQuota } from './schemas/users/uploads';

/** Why the server would refuse `files` more files of `bytes` in all today, or null when they fit. */
export function quotaRefusal(quota: UploadQuota | null, files: number, bytes: number): 'dailyFiles' | 'dailyBytes' | null {
  if (!quota || files === 0) return null;
  if (quota.filesUsed + files > quota.filesAllowed) return 'dailyFiles';
  if (quota.bytesUsed + bytes > quota.bytesAllowed) return 'dailyBytes';
  return null;
}

/** Megabytes as the forms show them: one decimal, none when whole (12.5, 300). */
export function quotaMegabytes(bytes: number): number {
  return Math.round(Math.max(0, bytes) / (1024 * 1024) * 10) / 10;
}
