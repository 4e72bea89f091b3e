/** The generated pictures: /media/crest, /media/league, /media/player, /media/venue, /media/manager and /media/room (SVG). */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../common.ts';

/** An SVG document, not an envelope: a 200 answers the picture itself. */
export const SvgImage = Type.String({ description: 'image/svg+xml' });

export const CrestParams = Type.Object({ teamId: Id });
export type CrestParams = Static<typeof CrestParams>;

export const LeagueBadgeParams = Type.Object({ leagueId: Id });
export type LeagueBadgeParams = Static<typeof LeagueBadgeParams>;

export const PlayerPictureParams = Type.Object({ playerId: Id });
export type PlayerPictureParams = Static<typeof PlayerPictureParams>;

export const RoomCoverParams = Type.Object({ roomId: Id });
export type RoomCoverParams = Static<typeof RoomCoverParams>;

export const VenuePictureParams = Type.Object({ venueId: Id });
export type VenuePictureParams = Static<typeof VenuePictureParams>;

export const ManagerPictureParams = Type.Object({ managerId: Id });
export type ManagerPictureParams = Static<typeof ManagerPictureParams>;
