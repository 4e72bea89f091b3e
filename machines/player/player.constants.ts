/** The player's own numbers (SPEC §9 has the qualities and the unmute volume in ../constants.ts). */
import { SECOND } from '../../contracts/constants';

/** How often the media actor reports the live latency (media.stats). */
export const PLAYER_STATS_INTERVAL_MS = 2 * SECOND;

/**
 * hls.js settings for the site's live streams (1 s MPEG-TS segments, a 6-segment window, not LL-HLS):
 * start two segments behind the live edge, keep a short back buffer, parse in a worker.
 */
export const HLS_CONFIG: Record<string, unknown> = {
  lowLatencyMode: false,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 5,
  maxBufferLength: 10,
  backBufferLength: 10,
  enableWorker: true,
};

/** hls.js settings for VOD: the live ones with a longer buffer ahead and behind (seeking back stays instant). */
export const VOD_HLS_CONFIG: Record<string, unknown> = {
  ...HLS_CONFIG,
  maxBufferLength: 30,
  backBufferLength: 30,
};
