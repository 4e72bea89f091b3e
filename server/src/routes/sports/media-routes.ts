/** Generated pictures of the area: /media/crest, /media/league, /media/player, /media/venue, /media/manager and /media/room (SVG, cached a day). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { liveModes, liveRooms, sportsFixtures, sportsLeagues, sportsManagers, sportsPlayers, sportsTeams, sportsVenues } from '../../db/schema.ts';
import { DEFAULT_LANGUAGE, localize } from '../../i18n.ts';
import { errorResponses } from '../../../../contracts/schemas/common.ts';
import { CrestParams, LeagueBadgeParams, ManagerPictureParams, PlayerPictureParams, RoomCoverParams, SvgImage, VenuePictureParams } from '../../../../contracts/schemas/sports/media.ts';
import { fail } from './messages.ts';
import { crestSvg, initialsOf, leagueSvg, managerSvg, playerSvg, roomCoverSvg, venueSvg } from './svg.ts';

const SvgResponse = { 200: SvgImage, ...errorResponses };

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
}

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/crest/:teamId.svg', {
    schema: { tags: ['sports'], summary: "A club's crest", params: CrestParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { teamId } = request.params;
      const [team] = await app.db.select().from(sportsTeams).where(eq(sportsTeams.id, teamId));
      if (!team) throw fail(404, 'teamNotFound', { id: teamId });
      return sendSvg(reply, crestSvg(team.shortName, team.colorPrimary, team.colorSecondary, team.id));
    },
  });

  app.get('/media/league/:leagueId.svg', {
    schema: { tags: ['sports'], summary: "A league's badge", params: LeagueBadgeParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { leagueId } = request.params;
      const [league] = await app.db.select().from(sportsLeagues).where(eq(sportsLeagues.id, leagueId));
      if (!league) throw fail(404, 'leagueNotFound', { id: leagueId });
      return sendSvg(reply, leagueSvg(league.shortName, league.colorPrimary, league.colorSecondary, league.kind === 'cup'));
    },
  });

  app.get('/media/player/:playerId.svg', {
    schema: { tags: ['sports'], summary: "A player's picture", params: PlayerPictureParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { playerId } = request.params;
      const [row] = await app.db
        .select({ player: sportsPlayers, primary: sportsTeams.colorPrimary, secondary: sportsTeams.colorSecondary })
        .from(sportsPlayers)
        .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
        .where(eq(sportsPlayers.id, playerId));
      if (!row) throw fail(404, 'playerNotFound', { id: playerId });
      return sendSvg(reply, playerSvg(initialsOf(row.player.name.en), row.player.shirtNumber, row.primary, row.secondary));
    },
  });

  app.get('/media/venue/:venueId.svg', {
    schema: { tags: ['sports'], summary: "A venue's picture", params: VenuePictureParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { venueId } = request.params;
      const [venue] = await app.db.select().from(sportsVenues).where(eq(sportsVenues.id, venueId));
      if (!venue) throw fail(404, 'venueNotFound', { id: venueId });
      return sendSvg(reply, venueSvg(initialsOf(venue.name.en), venue.capacity, venue.opened, venue.surface, venue.id));
    },
  });

  app.get('/media/manager/:managerId.svg', {
    schema: { tags: ['sports'], summary: "A manager's picture", params: ManagerPictureParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { managerId } = request.params;
      const [row] = await app.db
        .select({ manager: sportsManagers, primary: sportsTeams.colorPrimary, secondary: sportsTeams.colorSecondary })
        .from(sportsManagers)
        .leftJoin(sportsTeams, eq(sportsTeams.managerId, sportsManagers.id))
        .where(eq(sportsManagers.id, managerId))
        .orderBy(asc(sportsTeams.id))
        .limit(1);
      if (!row) throw fail(404, 'managerNotFound', { id: managerId });
      return sendSvg(reply, managerSvg(initialsOf(row.manager.name.en), row.manager.nationality, row.primary ?? '#546e7a', row.secondary ?? '#eceff1'));
    },
  });

  app.get('/media/room/:roomId.svg', {
    schema: { tags: ['live'], summary: "A live room's cover", params: RoomCoverParams, response: SvgResponse },
    handler: async (request, reply) => {
      const { roomId } = request.params;
      const home = alias(sportsTeams, 'home_team');
      const away = alias(sportsTeams, 'away_team');
      const [row] = await app.db
        .select({ room: liveRooms, mode: liveModes.livemode, home, away })
        .from(liveRooms)
        .innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId))
        .leftJoin(sportsFixtures, eq(sportsFixtures.id, liveRooms.fixtureId))
        .leftJoin(home, eq(home.id, sportsFixtures.homeTeamId))
        .leftJoin(away, eq(away.id, sportsFixtures.awayTeamId))
        .where(eq(liveRooms.id, roomId));
      if (!row) throw fail(404, 'roomNotFound', { id: roomId });
      const teams = row.home && row.away
        ? ([row.home, row.away].map((t) => ({ code: t.shortName, primary: t.colorPrimary, secondary: t.colorSecondary })) as [never, never])
        : null;
      return sendSvg(reply, roomCoverSvg(roomId, row.mode, localize(row.room.title, DEFAULT_LANGUAGE), teams));
    },
  });
};
