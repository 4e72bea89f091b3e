import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { roomMachine } from '../../../../machines/room/room.machine';
import { hasMediaSource, loadHlsJs } from '../../../../machines/player/player.actors';
import type { PageProps } from '../../../app/page-props';
import { ErrorLink, ErrorView } from '../../../app/error-pages/error-view';
import { LoadFailed } from '../../../components/ui/section-states';
import { roomIdFromSlug } from '../../../lib/room-path';
import { usePageName } from '../../../lib/page-name';
import { useStaticFrameUntil } from '../../../lib/static-frame';
import type { LiveRoom } from '../../../../contracts/schemas/live';
import { statePath } from '../../../components/player/player-state';
import { canonicalRoomPath } from '../components/room/room-address';
import { RoomSkeleton, RoomView } from '../components/room/room-view';

const failedBox = css({ w: 'full', maxW: 'content', mx: 'auto', px: { base: '4', sm: '6' }, py: '6' });

/** The 404 look, for a room that does not exist, with the way to the schedule. */
function RoomNotFound() {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <ErrorView
      kind="not-found"
      code="404"
      title={intl.formatMessage({ id: 'room.notFound.title' })}
      message={intl.formatMessage({ id: 'room.notFound.message' }, { path: location })}
      actions={
        <>
          <ErrorLink to="schedule" icon="schedule" labelId="route.schedule" variant="solid" />
          <ErrorLink to="home" icon="home" labelId="common.backHome" variant="outline" />
        </>
      }
    />
  );
}

/**
 * A stale or wrong {home}-{away} part or mode segment is corrected in the address bar, once per
 * room, with a replace navigation (no extra history entry).
 */
function useCanonicalAddress(room: LiveRoom | null, roomId: number, slug: string): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const corrected = useRef<number | null>(null);
  useEffect(() => {
    if (!room || room.roomId !== roomId || corrected.current === roomId) return;
    corrected.current = roomId;
    const canonical = canonicalRoomPath(room);
    if (canonical !== location) navigate(search ? `${canonical}?${search}` : canonical, { replace: true });
  }, [room, roomId, slug, location, search, navigate]);
}

function Room({ roomId, slug }: { roomId: number; slug: string }) {
  const actor = useActorRef(roomMachine, { input: { roomId } });
  // Fetch hls.js while the room's data loads, so the player does not wait for it (it stays in its own chunk).
  useEffect(() => {
    if (hasMediaSource()) void loadHlsJs().catch(() => {});
  }, []);
  useEffect(() => actor.send({ type: 'room.open', roomId }), [actor, roomId]);

  const state = useSelector(actor, (s) => statePath(s.value));
  const room = useSelector(actor, (s) => s.context.room);
  const error = useSelector(actor, (s) => s.context.error);
  useCanonicalAddress(room, roomId, slug);
  usePageName(room?.title);
  // The server's first paint (the player's box with the room's cover) stays until the room is drawn in its place.
  useStaticFrameUntil(state !== 'loading');

  return (
    <div data-testid="live-room-page" data-state={state} aria-busy={state === 'loading'}>
      {state === 'notFound' ? (
        <RoomNotFound />
      ) : state === 'failed' ? (
        <div className={failedBox}>
          <LoadFailed error={error} onRetry={() => actor.send({ type: 'room.retry' })} />
        </div>
      ) : room ? (
        <RoomView room={room} />
      ) : (
        <RoomSkeleton />
      )}
    </div>
  );
}

/** A live room (/truc-tiep/{mode}/{home}-{away}-{roomId}), shown in the liveroom layout. */
export default function LiveRoomPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const roomId = roomIdFromSlug(slug);
  return roomId === null ? <RoomNotFound /> : <Room roomId={roomId} slug={slug} />;
}
