/**
 * The resume rule of films and episodes, shared by the server (members' positions) and the browser
 * (guests' positions): a position into the last 30 seconds and past 95% of the running time counts
 * as watched to the end, so the viewer starts the next episode (or the film again) instead.
 */

/** Seconds before the end a position must reach to count as finished. */
export const FINISHED_TAIL_SECONDS = 30;
/** Share of the running time a position must pass to count as finished. */
export const FINISHED_SHARE = 0.95;
/** A position is worth resuming from only past this many seconds. */
export const RESUME_MIN_SECONDS = 5;

export function isFinished(positionSeconds: number, durationSeconds: number): boolean {
  return (
    durationSeconds > 0 &&
    positionSeconds >= durationSeconds - FINISHED_TAIL_SECONDS &&
    positionSeconds >= durationSeconds * FINISHED_SHARE
  );
}

/** Where to start a part that has a stored position: there, unless it is too early or finished. */
export function resumeFrom(positionSeconds: number, durationSeconds: number): number {
  if (isFinished(positionSeconds, durationSeconds) || positionSeconds < RESUME_MIN_SECONDS) return 0;
  return Math.floor(positionSeconds);
}
