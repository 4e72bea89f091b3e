import { uploadQuota } from '../../contracts/endpoints/account';
import { createLoader } from '../loader/loader.machine';

/** The member's upload quota of today (short videos and post pictures), shown by the upload forms. */
export const uploadQuotaLoader = createLoader(uploadQuota);
