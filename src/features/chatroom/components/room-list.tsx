import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { formatCount } from '../../../lib/format/count';
import type { ChatRoom } from '../../../../contracts/schemas/community';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const sectionTitle = css({ textStyle: 'eyebrow', color: 'fg.muted', px: '1', pt: '2', pb: '1' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '2.5',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'transparent',
  bg: 'bg.surface',
  minW: '0',
  _hover: { bg: 'bg.hover', borderColor: 'border.default' },
});
const active = css({ borderColor: 'accent.default', bg: 'accent.muted', _hover: { bg: 'accent.muted', borderColor: 'accent.default' } });
const cover = css({ w: '12', h: '12', borderRadius: 'lg', objectFit: 'cover', flexShrink: '0', bg: 'bg.subtle' });
const info = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' });
const nameRow = css({ display: 'flex', alignItems: 'center', gap: '1.5', minW: '0' });
const name = css({ fontWeight: 'semibold', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const topic = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const meta = css({ display: 'flex', gap: '3', fontSize: '2xs', color: 'fg.subtle' });
const onlineDot = css({ display: 'inline-block', w: '1.5', h: '1.5', borderRadius: 'full', bg: 'status.success', mr: '1', verticalAlign: 'middle' });

interface RoomListProps {
  sections: Array<{ titleId: string | null; rooms: ChatRoom[] }>;
  selected: number | null;
  path: string;
}

/** The rooms of a tab; each opens its chat with `?phong=<id>`. */
export function RoomList({ sections, selected, path }: RoomListProps) {
  const intl = useIntl();
  return (
    <div className={list} data-testid="chatroom-list">
      {sections.map((section, i) => (
        <div key={section.titleId ?? i} className={list}>
          {section.titleId ? <h2 className={sectionTitle}>{intl.formatMessage({ id: section.titleId })}</h2> : null}
          {section.rooms.map((room) => (
            <Link
              key={room.id}
              href={`${path}?phong=${room.id}`}
              className={cx(item, selected === room.id && active)}
              aria-current={selected === room.id ? 'true' : undefined}
              data-testid="chatroom-item"
              data-room-id={room.id}
            >
              <img src={room.cover} alt="" className={cover} loading="lazy" />
              <span className={info}>
                <span className={nameRow}>
                  <span className={name}>{room.name}</span>
                  {room.isVip ? <span className={badge({ tone: 'hot' })}>{intl.formatMessage({ id: 'chat.vip' })}</span> : null}
                </span>
                <span className={topic}>{room.topic}</span>
                <span className={meta}>
                  <span>
                    <span className={onlineDot} aria-hidden="true" />
                    {intl.formatMessage({ id: 'chat.online' }, { count: formatCount(room.onlineCount) })}
                  </span>
                  <span>{intl.formatMessage({ id: 'chat.rooms.members' }, { count: formatCount(room.membersCount) })}</span>
                </span>
              </span>
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}
