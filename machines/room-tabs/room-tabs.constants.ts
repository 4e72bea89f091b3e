/** Numbers of the live room's tabs (kept beside their machines, like machines/room/room.constants.ts). */

/** A show room's overview lists its sessions of today and tomorrow. */
export const SHOW_SCHEDULE_DAYS = 2;
/** Tips shown in a room's tab: the fixture's first page. */
export const ROOM_TIPS_PAGE_SIZE = 20;
/** HTTP status of a poll that has closed meanwhile (the match kicked off): the poll is read again. */
export const POLL_CLOSED_STATUS = 409;
