import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { section } from '../../../../components/sports/section-styles';
import { badge } from '../../../../../styled-system/recipes';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { MatchStatusBadge } from '../../../../components/ui/match-status-badge';
import type { LiveRoom, ScheduleRow, TeamRef } from '../../../../../contracts/schemas/live';
import { formatCount } from '../../../../lib/format/count';
import { chatTopic } from '../../../../../contracts/chat';
import { useChatTopic } from '../../../../app/machine-hooks';

const info = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const titleRow = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const title = css({ fontSize: { base: 'lg', sm: 'xl', lg: '2xl' }, fontWeight: 'bold', lineHeight: 'snug', overflowWrap: 'anywhere' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', color: 'fg.muted', fontSize: 'sm' });
/** The title's boxes, which the page's static first paint (src/app/static-frame.tsx) draws too. */
export const roomTitleClasses = { info, titleRow, meta, title };
const viewers = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontVariantNumeric: 'tabular-nums' });
const hosts = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const host = css({ display: 'flex', alignItems: 'center', gap: '2.5', minW: '0', pr: '3' });
const hostText = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const hostName = css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'anywhere' });
const hostRole = css({ fontSize: 'xs', color: 'fg.subtle' });
const board = cx(section, css({ alignItems: 'center' }));
const league = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' });
const leagueLogo = css({ w: '5', h: '5', objectFit: 'contain' });
const teams = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: { base: '3', sm: '6' }, w: 'full' });
const team = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center', minW: '0', fontWeight: 'semibold', fontSize: { base: 'sm', sm: 'md' } });
const crest = css({ w: { base: '12', sm: '16' }, h: { base: '12', sm: '16' }, objectFit: 'contain' });
const middle = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });
const score = css({ fontSize: { base: '3xl', sm: '4xl' }, fontWeight: 'black', fontVariantNumeric: 'tabular-nums', letterSpacing: 'tight', lineHeight: 'none' });
const vs = css({ fontSize: 'xl', fontWeight: 'black', color: 'fg.subtle' });

function Team({ team: ref, fallback }: { team: TeamRef | null; fallback: string }) {
  return (
    <span className={team}>
      {ref ? <img src={ref.logo} alt="" width={64} height={64} className={crest} /> : null}
      <span>{ref?.name ?? fallback}</span>
    </span>
  );
}

/** A match's score and status (large), crests, names and league. */
function Scoreboard({ match }: { match: ScheduleRow }) {
  const intl = useIntl();
  const started = match.score !== null;
  return (
    <section className={board} data-testid="room-scoreboard" aria-label={`${match.home} – ${match.away ?? ''}`}>
      {match.leagueName ? (
        <p className={league}>
          {match.leagueLogo ? <img src={match.leagueLogo} alt="" width={20} height={20} className={leagueLogo} /> : null}
          {match.leagueName}
        </p>
      ) : null}
      <div className={teams}>
        <Team team={match.localteam} fallback={match.home} />
        <div className={middle}>
          {started ? (
            <span className={score} data-testid="room-score">
              {match.homeScore ?? 0} - {match.awayScore ?? 0}
            </span>
          ) : (
            <span className={vs}>{intl.formatMessage({ id: 'room.vs' })}</span>
          )}
          <MatchStatusBadge text={match.statusText} statusId={match.status} variant="large" />
        </div>
        <Team team={match.visitorteam} fallback={match.away ?? ''} />
      </div>
    </section>
  );
}

/**
 * The room's title, audience, hosts (main host first) and the match board; the chat shows the pinned
 * message. The audience is the chat's figure once the room's chat is open (the same count, kept up
 * to date by its presence frames), the room's answer before.
 */
export function RoomInfo({ room }: { room: LiveRoom }) {
  const intl = useIntl();
  const audience = useChatTopic(chatTopic(`live-${room.roomId}`))?.online ?? room.viewers;
  const match = room.schedule && room.schedule.away !== null && room.schedule.localteam ? room.schedule : null;
  return (
    <div className={info}>
      <div className={titleRow}>
        <div className={meta}>
          {room.status === 'live' ? <span className={badge({ tone: 'live' })}>{intl.formatMessage({ id: 'room.live' })}</span> : null}
          <span className={badge({ tone: 'accent' })}>{room.modeName}</span>
          {room.status === 'live' ? (
            <span className={viewers} data-testid="room-viewers">
              <Icon name="eye" size={16} />
              {intl.formatMessage({ id: 'room.viewers' }, { count: formatCount(audience) })}
            </span>
          ) : null}
        </div>
        <h1 className={title}>{room.title}</h1>
      </div>

      {room.users.length > 0 ? (
        <ul className={hosts} aria-label={intl.formatMessage({ id: 'room.hosts' })} data-testid="room-hosts">
          {room.users.map((user, index) => (
            <li key={user.userId} className={host}>
              <Avatar src={user.avatar} name={user.nickname} size="md" />
              <span className={hostText}>
                <span className={hostName}>{user.nickname}</span>
                <span className={hostRole}>{intl.formatMessage({ id: index === 0 ? 'room.mainHost' : 'room.coHost' })}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {match ? <Scoreboard match={match} /> : null}

    </div>
  );
}
