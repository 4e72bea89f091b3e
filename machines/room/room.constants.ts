import { SECOND } from '../../contracts/constants';

/** A ready room asks again for its viewers, score and status this often. */
export const ROOM_REFRESH_MS = 30 * SECOND;
