import { css, cx } from '../../../../../styled-system/css';
import { useRoomLayout } from '../../../../app/machine-hooks';
import { LoadingRows } from '../../../../components/ui/section-states';
import type { LiveRoom } from '../../../../../contracts/schemas/live';
import { Player } from '../../../../components/player/player';
import { RoomTabs } from '../room-tabs/room-tabs';
import { OfflinePanel, RecommendedRooms } from './room-cards';
import { RoomInfo } from './room-info';
import { ChatPanel } from '../../../../components/chat/chat-panel';
import { chatTopic } from '../../../../../contracts/chat';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"stage" "chat" "main" "side"',
  gap: { base: '5', sm: '6' },
  w: 'full',
  maxW: 'content',
  mx: 'auto',
  px: { base: '0', sm: '6' },
  pt: { base: '0', sm: '5' },
  pb: { base: '6', sm: '8' },
});
/** Normal: the player and the room's details on the left; the chat beside the player, the recommended rooms under it. */
const normal = css({
  lg: {
    gridTemplateColumns: '[minmax(0, 1fr) 22rem]',
    // The chat takes the player's height; the recommended rooms' extra height goes to the flexible second row.
    gridTemplateRows: '[auto 1fr]',
    gridTemplateAreas: '"stage chat" "main side"',
    alignItems: 'start',
  },
});
/** Theater: the player across the whole width; the details, and the chat above the recommended rooms, under it. */
const theater = css({
  lg: {
    gridTemplateColumns: '[minmax(0, 1fr) 22rem]',
    gridTemplateAreas: '"stage stage" "main chat" "main side"',
    alignItems: 'start',
  },
});
const stage = css({ gridArea: 'stage', minW: '0' });
const main = css({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: '6', minW: '0', px: { base: '4', sm: '0' } });
const side = css({ gridArea: 'side', minW: '0', px: { base: '4', sm: '0' } });
const chatArea = css({ gridArea: 'chat', minW: '0', display: 'flex', flexDirection: 'column', h: { base: '[28rem]', sm: '[32rem]' } });
/**
 * Beside the player, the chat is exactly as tall as the player: size containment keeps its
 * messages from growing the row (they scroll inside it instead).
 */
const chatBesidePlayer = css({ lg: { alignSelf: 'stretch', h: 'auto', minH: '[24rem]', contain: 'size' } });
const chatUnderPlayer = css({ lg: { h: '[36rem]' } });
const chatPanel = css({ flex: '1', minH: '0' });
/** The room's boxes, which the page's static first paint (src/app/static-frame.tsx) draws too: the Normal layout's grid, the player's place, the chat's and the details'. */
export const roomFrameClasses = { grid: cx(grid, normal), stage, main, chat: cx(chatArea, chatBesidePlayer), chatPanel };
const skeletonStage = css({ w: 'full', aspectRatio: 'wide', bg: 'bg.surface', borderRadius: { base: '[0]', sm: 'xl' }, animation: 'livePulse' });

/** The room in its Normal or Theater layout (SPEC §4): the player (or the offline panel), the details, tabs and recommended rooms. */
export function RoomView({ room }: { room: LiveRoom }) {
  const layout = useRoomLayout();
  const live = room.status === 'live' && room.streamLink !== '';
  return (
    <div className={cx(grid, layout === 'normal' ? normal : theater)} data-testid="room" data-room-id={room.roomId} data-status={room.status} data-layout={layout}>
      <div className={stage} data-testid="room-stage">
        {live ? <Player controls="live" src={room.streamLink} title={room.title} poster={room.cover} watchRoomId={room.roomId} /> : <OfflinePanel room={room} />}
      </div>
      <div className={cx(chatArea, layout === 'normal' ? chatBesidePlayer : chatUnderPlayer)}>
        <ChatPanel topic={chatTopic(`live-${room.roomId}`)} pinnedMessage={room.pinnedMessage || null} hostIds={room.users.map((u) => u.userId)} className={chatPanel} />
      </div>
      <div className={main}>
        <RoomInfo room={room} />
        <RoomTabs room={room} />
      </div>
      <aside className={side}>
        <RecommendedRooms rooms={room.recommended} />
      </aside>
    </div>
  );
}

/** While the room's data loads: the player's place and a few rows, in the same grid. */
export function RoomSkeleton() {
  const layout = useRoomLayout();
  return (
    <div className={cx(grid, layout === 'normal' ? normal : theater)} data-testid="room-loading">
      <div className={stage}>
        <div className={skeletonStage} aria-hidden="true" />
      </div>
      <div className={main}>
        <LoadingRows rows={2} />
      </div>
      <aside className={side}>
        <LoadingRows rows={3} />
      </aside>
    </div>
  );
}
