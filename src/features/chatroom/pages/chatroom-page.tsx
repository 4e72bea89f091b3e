import { useIntl } from '../../../lib/intl-context';
import { Link, useLocation, useSearch } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { chatRoomLoader, roomSectionsLoader, type RoomListKind } from '../../../../machines/chatroom/chatroom.loaders';
import { callError } from '../../../../contracts/call-error';
import { chatTopic } from '../../../../contracts/chat';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { ChatPanel } from '../../../components/chat/chat-panel';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { RoomList } from '../components/room-list';

const TABS: readonly RouteTabDef[] = [
  { route: 'chatroom', labelId: 'tabs.chatroom.all' },
  { route: 'chatroomExplore', labelId: 'tabs.chatroom.explore' },
  { route: 'chatroomFollowing', labelId: 'tabs.chatroom.following' },
];


const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '5',
  lg: { gridTemplateColumns: '[22rem minmax(0, 1fr)]', alignItems: 'start' },
});
const listColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', lg: { maxH: '[calc(100vh - 12rem)]', overflowY: 'auto', p: '1', scrollPaddingBlock: '2' } });
const chatColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
const chatColumnOpen = css({ h: { base: '[calc(100dvh - 12rem)]', lg: '[calc(100vh - 12rem)]' }, minH: '[26rem]' });
const hiddenOnSmall = css({ display: { base: 'none', lg: 'flex' } });
const back = css({ display: { base: 'inline-flex', lg: 'none' }, alignSelf: 'flex-start' });
const chatPanel = css({ flex: '1', minH: '0' });
const owner = css({ fontSize: 'xs', color: 'fg.muted' });

function kindOf(routeId: string): RoomListKind {
  return routeId === 'chatroomExplore' ? 'explore' : routeId === 'chatroomFollowing' ? 'following' : 'all';
}

function Rooms({ kind, selected, path }: { kind: RoomListKind; selected: number | null; path: string }) {
  const intl = useIntl();
  const rooms = useLoader(roomSectionsLoader, kind);
  const data = rooms.data;
  if (rooms.status === 'failed') return <LoadFailed error={rooms.error} onRetry={rooms.retry} />;
  if (!data) return <LoadingRows rows={6} />;
  if (rooms.status === 'empty') {
    return <SectionNotice icon="chat" title={intl.formatMessage({ id: kind === 'following' ? 'chat.rooms.followingEmpty' : 'chat.rooms.empty' })} testId="chatroom-empty" />;
  }
  return <RoomList sections={data.sections} selected={selected} path={path} />;
}

function RoomChat({ id, path }: { id: number; path: string }) {
  const intl = useIntl();
  const loaded = useLoader(chatRoomLoader, { params: { id } });
  const room = loaded.data;
  return (
    <>
      <Link href={path} className={cx(button({ variant: 'ghost', size: 'sm' }), back)}>
        ← {intl.formatMessage({ id: 'chat.rooms.back' })}
      </Link>
      {loaded.status === 'failed' ? (
        <LoadFailed error={loaded.error ?? callError(new Error(''))} onRetry={loaded.retry} />
      ) : (
        <>
          {room ? <p className={owner}>{intl.formatMessage({ id: 'chat.rooms.owner' }, { name: room.owner.nickname || room.owner.displayName })}</p> : null}
          <ChatPanel key={id} topic={chatTopic(`room-${id}`)} title={room?.name ?? intl.formatMessage({ id: 'chat.title' })} hostIds={room ? [room.owner.userId] : []} className={chatPanel} />
        </>
      )}
    </>
  );
}

/** /chatroom, /chatroom/kham-pha, /chatroom/theo-doi: the rooms on the left, the open room's chat (`?phong=<id>`) on the right. */
export default function ChatroomPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const send = useAppSend();
  const [path] = useLocation();
  const kind = kindOf(routeId);
  const raw = Number(new URLSearchParams(useSearch()).get('phong'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { status } = useAuth();
  const needsLogin = kind === 'following' && status === 'guest';

  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="chat.rooms.intro"
      tabs={<RouteTabs labelId="tabs.chatroom.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      <div className={layout} data-testid="chatroom-page" data-selected={selected ?? undefined}>
        <nav className={cx(listColumn, selected !== null && hiddenOnSmall)} aria-label={intl.formatMessage({ id: 'chat.rooms.label' })}>
          {needsLogin ? (
            <SectionNotice
              icon="lock"
              title={intl.formatMessage({ id: 'chat.rooms.loginForFollowing' })}
              action={
                <button type="button" className={button({ variant: 'solid' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
                  {intl.formatMessage({ id: 'chat.login' })}
                </button>
              }
            />
          ) : kind === 'following' && status !== 'member' ? (
            <LoadingRows rows={6} />
          ) : (
            <Rooms key={kind} kind={kind} selected={selected} path={path} />
          )}
        </nav>
        <div className={cx(chatColumn, selected === null ? hiddenOnSmall : chatColumnOpen)}>
          {selected !== null ? (
            <RoomChat key={selected} id={selected} path={path} />
          ) : (
            <SectionNotice icon="chat" title={intl.formatMessage({ id: 'chat.rooms.pick' })} testId="chatroom-pick" />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
