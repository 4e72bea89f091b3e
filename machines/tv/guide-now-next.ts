/**
 * "Now" and "next" of a channel's guide at an instant, with the percent of the current programme
 * already aired, worked out in the browser so the progress moves between two reads of the guide.
 */
export interface GuideSlot {
  title: string;
  startsAt: string;
  endsAt: string;
}

export type SlotStatus = 'ended' | 'live' | 'upcoming';

export function slotStatus(slot: GuideSlot, now: number): SlotStatus {
  return Date.parse(slot.endsAt) <= now ? 'ended' : Date.parse(slot.startsAt) <= now ? 'live' : 'upcoming';
}

/** The percent (0–100, whole) of a slot aired at `now`. */
export function progressOf(slot: GuideSlot, now: number): number {
  const start = Date.parse(slot.startsAt);
  const length = Date.parse(slot.endsAt) - start;
  if (!(length > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor(((now - start) / length) * 100)));
}

export interface NowNext<T extends GuideSlot> {
  now: T | null;
  next: T | null;
  progress: number;
}

/** The slot on air at `now` and the one after it (null when the guide is of another day). */
export function nowAndNext<T extends GuideSlot>(guide: readonly T[], now: number): NowNext<T> {
  const index = guide.findIndex((slot) => slotStatus(slot, now) === 'live');
  if (index < 0) return { now: null, next: null, progress: 0 };
  const current = guide[index]!;
  return { now: current, next: guide[index + 1] ?? null, progress: progressOf(current, now) };
}
