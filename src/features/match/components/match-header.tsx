import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import { slugify } from '../../../../contracts/slug';
import type { MatchEvent, MatchRoom, MatchSummary, TeamRef } from '../../../../contracts/schemas/sports/matches';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';
import { scorerLines } from './scorers';
import { formatCount } from '../../../lib/format/count';
import { roomPath } from '../../../lib/room-path';
import { srOnly } from '../../../components/ui/text-styles';

export const HEADER_MIN_HEIGHT = { base: '[15rem]', md: '[13.5rem]' } as const;

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '3', md: '4' },
  p: { base: '4', md: '6' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minH: HEADER_MIN_HEIGHT,
  minW: '0',
});
const topRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', minW: '0' });
const leagueLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'accent.text' },
});
const board = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'start', gap: { base: '2', md: '6' } });
const teamLink = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  textAlign: 'center',
  minW: '0',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'accent.text' },
});
const crest = css({ w: { base: '14', md: '20' }, h: { base: '14', md: '20' }, objectFit: 'contain', flexShrink: '0' });
const teamName = css({ fontSize: { base: 'sm', md: 'lg' }, fontWeight: 'bold', lineHeight: 'tight', overflowWrap: 'anywhere' });
const centre = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', pt: { base: '2', md: '3' }, minW: '[5.5rem]' });
const score = css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'black', lineHeight: 'none', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const kickoffTime = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'black', lineHeight: 'none', fontVariantNumeric: 'tabular-nums' });
const bigBadge = css({ display: 'inline-flex', '& > span': { fontSize: 'xs', px: '2.5', py: '1' } });
const when = css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' });
const scorers = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', gap: { base: '2', md: '6' }, fontSize: 'xs', color: 'fg.muted' });
const scorerList = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const scorerSpacer = css({ minW: '[5.5rem]' });

function Team({ team, side }: { team: TeamRef; side: 'home' | 'away' }) {
  return (
    <AppLink href={href('team', { team: slugify(team.name, 'doi-bong'), id: String(team.id) })} className={teamLink} data-testid={`header-${side}`}>
      <img src={team.logo} alt="" width={80} height={80} className={crest} />
      <span className={teamName}>{team.name}</span>
    </AppLink>
  );
}

/**
 * The scoreboard of the match centre: league and round, both teams (to their pages), the score or
 * the kick-off time, the status with the minute (SPEC §4), the kick-off in the visitor's time zone,
 * each side's scorers, and the live room when there is one.
 */
export function MatchHeader({ match, events, room, timeZone }: { match: MatchSummary; events: readonly MatchEvent[]; room: MatchRoom | null; timeZone: string }) {
  const intl = useIntl();
  const upcoming = match.status === 1 || (match.score === null && match.status !== 3);
  const localTime = intl.formatTime(match.kickoffTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const kickoff = intl.formatDate(match.kickoffTime, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  // An upcoming match's status text is its kick-off in Vietnam: the badge shows the visitor's own.
  const statusText = match.status === 1 ? localTime : match.statusText;
  const ownGoal = intl.formatMessage({ id: 'matchCentre.header.ownGoal' });
  const home = scorerLines(events, 'home', ownGoal);
  const away = scorerLines(events, 'away', ownGoal);
  const football = match.sport === 'football';
  return (
    <section className={card} data-testid="match-header" aria-label={intl.formatMessage({ id: 'matchCentre.header.label' })}>
      <div className={topRow}>
        <AppLink href={href('league', { league: slugify(match.leagueName, 'giai-dau'), id: String(match.leagueId) })} className={leagueLink} data-testid="header-league">
          <img src={match.leagueLogo} alt="" width={24} height={24} className={css({ w: '6', h: '6', flexShrink: '0' })} />
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {match.leagueName} · {intl.formatMessage({ id: 'roomTabs.overview.round' }, { round: match.round })}
          </span>
        </AppLink>
        {room ? (
          <AppLink
            href={roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug })}
            className={button({ variant: match.status === 2 ? 'solid' : 'outline', size: 'sm' })}
            data-testid="header-room"
            data-live={match.status === 2 ? 'true' : undefined}
          >
            <Icon name="live" size={16} />
            {/* "Watch live" and its audience only while the match is on: before, when it starts; after, the room. */}
            {match.status === 2 ? (
              <>
                {intl.formatMessage({ id: 'matchCentre.header.watch' })}
                <span className={css({ fontWeight: 'normal', opacity: '[0.85]' })}>
                  {intl.formatMessage({ id: 'matchCentre.header.viewers' }, { count: formatCount(room.viewers) })}
                </span>
              </>
            ) : match.status === 1 ? (
              intl.formatMessage({ id: 'matchCentre.header.watchAt' }, { time: localTime })
            ) : (
              intl.formatMessage({ id: 'matchCentre.header.room' })
            )}
          </AppLink>
        ) : null}
      </div>
      <div className={board}>
        <Team team={match.home} side="home" />
        <div className={centre}>
          {upcoming ? (
            <span className={kickoffTime} data-testid="header-kickoff-time">
              {localTime}
            </span>
          ) : (
            <span className={score} data-testid="header-score" aria-live={football ? 'polite' : undefined} aria-atomic="true">
              <span className={srOnly}>{intl.formatMessage({ id: 'matchCentre.header.score' })} </span>
              {match.homeScore ?? 0} - {match.awayScore ?? 0}
            </span>
          )}
          <span className={bigBadge}>
            <MatchStatusBadge text={statusText} statusId={match.status} variant="large" />
          </span>
          <time className={when} dateTime={match.kickoffTime} data-testid="header-kickoff">
            {kickoff}
          </time>
        </div>
        <Team team={match.away} side="away" />
      </div>
      {football && (home.length > 0 || away.length > 0) ? (
        <div className={scorers} data-testid="header-scorers">
          <ul className={cx(scorerList, css({ textAlign: 'center' }))} aria-label={intl.formatMessage({ id: 'matchCentre.header.scorers' }, { team: match.home.name })}>
            {home.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <span className={scorerSpacer} aria-hidden="true" />
          <ul className={cx(scorerList, css({ textAlign: 'center' }))} aria-label={intl.formatMessage({ id: 'matchCentre.header.scorers' }, { team: match.away.name })}>
            {away.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const compactBar = css({
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]',
  alignItems: 'center',
  gap: '2',
  h: '11',
  fontSize: 'sm',
  fontWeight: 'bold',
  transitionProperty: '[opacity]',
  transitionDuration: 'fast',
  '&[data-shown=false]': { visibility: 'hidden', opacity: '[0]' },
});
const compactSide = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const compactScore = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'lg', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/**
 * The scoreboard in one line (crests, short names, score or kick-off, status), for the phone's strip
 * that stays at the top with the tabs: its height is always kept, shown once the big one is scrolled
 * away. The big scoreboard says it all to screen readers, so this one is hidden from them.
 */
export function CompactScore({ match, timeZone, shown }: { match: MatchSummary; timeZone: string; shown: boolean }) {
  const intl = useIntl();
  const upcoming = match.status === 1 || (match.score === null && match.status !== 3);
  const localTime = intl.formatTime(match.kickoffTime, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <div className={compactBar} data-testid="match-compact-header" data-shown={shown} aria-hidden="true">
      <span className={compactSide}>
        <img src={match.home.logo} alt="" width={24} height={24} className={css({ w: '6', h: '6', flexShrink: '0' })} />
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{match.home.shortName}</span>
      </span>
      <span className={compactScore}>
        <span data-testid="compact-score">{upcoming ? localTime : `${match.homeScore ?? 0} - ${match.awayScore ?? 0}`}</span>
        <MatchStatusBadge text={match.status === 1 ? localTime : match.statusText} statusId={match.status} />
      </span>
      <span className={cx(compactSide, css({ justifyContent: 'flex-end' }))}>
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{match.away.shortName}</span>
        <img src={match.away.logo} alt="" width={24} height={24} className={css({ w: '6', h: '6', flexShrink: '0' })} />
      </span>
    </div>
  );
}

const skeletonBlock = css({ borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

/** The scoreboard's place while the match loads, of the same height. */
export function MatchHeaderSkeleton() {
  return (
    <div className={card} aria-hidden="true" data-testid="match-header-loading">
      <div className={cx(skeletonBlock, css({ h: '6', w: '48' }))} />
      <div className={board}>
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
          <div className={cx(skeletonBlock, crest, css({ borderRadius: 'full' }))} />
          <div className={cx(skeletonBlock, css({ h: '4', w: '24' }))} />
        </div>
        <div className={centre}>
          <div className={cx(skeletonBlock, css({ h: '10', w: '24' }))} />
          <div className={cx(skeletonBlock, css({ h: '5', w: '16' }))} />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
          <div className={cx(skeletonBlock, crest, css({ borderRadius: 'full' }))} />
          <div className={cx(skeletonBlock, css({ h: '4', w: '24' }))} />
        </div>
      </div>
    </div>
  );
}
