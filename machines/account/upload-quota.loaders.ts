import { fetchUploadQuota } from '../../api/account';
import { createLoader } from '../loader/loader.machine';

/** The member's upload quota of today (short videos and post pictures), shown by the upload forms. */
export const uploadQuotaLoader = createLoader((_: null, signal: AbortSignal) => fetchUploadQuota(signal));
