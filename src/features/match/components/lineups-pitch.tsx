import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { href } from '../../../../contracts/href';
import { slugify } from '../../../../contracts/slug';
import type { LineupSide, MatchDetail, MatchEvent, PlaceRef, PlayerRef, TeamRef } from '../../../../contracts/schemas/sports/matches';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { muted, section, sectionTitle, smallCrest, subtle, truncate } from '../../../components/sports/section-styles';
import { lineupSpots, pitchPlacement, playerMarks, shirtName, type PlayerMarks, type Side } from './pitch-layout';
import { srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 28rem) minmax(0, 1fr)]' }, gap: '4', alignItems: 'start' });
const pitch = css({
  position: 'relative',
  w: 'full',
  maxW: '[28rem]',
  mx: 'auto',
  aspectRatio: '[68 / 105]',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: '[#1d5a33]',
  backgroundImage: '[repeating-linear-gradient(180deg, rgba(255,255,255,0.05) 0 10%, transparent 10% 20%)]',
});
const markings = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', pointerEvents: 'none' });
// Inset so the keepers' shirts and names stay inside the pitch.
const sideList = css({ position: 'absolute', top: '[4.5%]', bottom: '[5.5%]', left: '[3%]', right: '[3%]', listStyle: 'none' });
const spot = css({ position: 'absolute', transform: 'translate(-50%, -50%)', w: '[4.5rem]', display: 'flex', justifyContent: 'center' });
const playerLink = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5',
  textDecoration: 'none',
  color: '[white]',
  minW: '0',
  maxW: 'full',
  _hover: { '& [data-shirt]': { outline: '[2px solid white]' } },
});
const shirt = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: { base: '7', sm: '8' },
  h: { base: '7', sm: '8' },
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  borderWidth: '2px',
  borderColor: '[rgba(255,255,255,0.85)]',
  boxShadow: 'sm',
});
const homeShirt = css({ bg: 'accent.default', color: 'fg.onAccent' });
const awayShirt = css({ bg: 'status.info', color: 'fg.onAccent' });
const label = css({
  fontSize: '[0.6875rem]',
  fontWeight: 'semibold',
  lineHeight: 'tight',
  textAlign: 'center',
  maxW: 'full',
  px: '1',
  borderRadius: 'sm',
  bg: '[rgba(0,0,0,0.45)]',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const badge = css({ position: 'absolute', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
const cardBadge = css({ w: '2', h: '3', borderRadius: '[1px]', top: '[-2px]', right: '[-4px]' });
const ballBadge = css({ top: '[-6px]', left: '[-8px]', w: '4', h: '4', borderRadius: 'full', bg: '[white]', color: '[#1b1b1b]', fontSize: '[0.55rem]', fontWeight: 'black' });
const subBadge = css({ bottom: '[-6px]', right: '[-8px]', w: '4', h: '4', borderRadius: 'full', bg: 'status.error', color: '[white]' });
const sideHead = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'bold' });
const benchList = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const benchRow = css({ display: 'grid', gridTemplateColumns: '[2rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '2', fontSize: 'sm' });
const benchShirt = css({ textAlign: 'center', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', bg: 'bg.subtle', borderRadius: 'md', py: '0.5', fontSize: 'xs' });
const listTitle = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', mt: '2' });
const sides = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });

const playerHref = (p: PlayerRef) => href('player', { player: slugify(p.name, 'cau-thu'), id: String(p.id) });

/** What happened to a player, in words, for screen readers (the badges say it to the eye). */
function useMarksText() {
  const intl = useIntl();
  return (m: PlayerMarks | undefined): string => {
    if (!m) return '';
    const parts: string[] = [];
    if (m.goals) parts.push(intl.formatMessage({ id: 'matchCentre.lineups.goals' }, { count: m.goals }));
    if (m.ownGoals) parts.push(intl.formatMessage({ id: 'roomTabs.event.own_goal' }));
    if (m.assists) parts.push(intl.formatMessage({ id: 'matchCentre.lineups.assists' }, { count: m.assists }));
    if (m.yellow) parts.push(intl.formatMessage({ id: 'roomTabs.event.yellow' }));
    if (m.red) parts.push(intl.formatMessage({ id: 'roomTabs.event.red' }));
    if (m.off !== null) parts.push(intl.formatMessage({ id: 'matchCentre.lineups.off' }, { minute: m.off }));
    if (m.on !== null) parts.push(intl.formatMessage({ id: 'matchCentre.lineups.on' }, { minute: m.on }));
    return parts.join(', ');
  };
}

function PitchSide({ team, lineup, side, marks }: { team: TeamRef; lineup: LineupSide; side: Side; marks: Map<number, PlayerMarks> }) {
  const intl = useIntl();
  const marksText = useMarksText();
  const spots = new Map(lineupSpots(lineup).map((s) => [s.playerId, s]));
  return (
    <ul className={sideList} aria-label={intl.formatMessage({ id: 'matchCentre.lineups.side' }, { team: team.name, formation: lineup.formation })} data-testid={`pitch-${side}`}>
      {lineup.starters.map((p) => {
        const s = spots.get(p.id);
        if (!s) return null;
        const { left, top } = pitchPlacement(s, side);
        const m = marks.get(p.id);
        const extra = marksText(m);
        return (
          <li key={p.id} className={spot} style={{ left: `${left}%`, top: `${top}%` }} data-testid="pitch-player" data-row={s.row}>
            <AppLink href={playerHref(p)} className={playerLink} title={p.name}>
              <span className={cx(shirt, side === 'home' ? homeShirt : awayShirt)} data-shirt="">
                <span aria-hidden="true">{p.shirtNumber}</span>
                {m && (m.goals > 0 || m.ownGoals > 0) ? (
                  <span className={cx(badge, ballBadge)} aria-hidden="true">
                    {m.goals + m.ownGoals > 1 ? m.goals + m.ownGoals : '⚽'}
                  </span>
                ) : null}
                {m && (m.red || m.yellow > 0) ? <span className={cx(badge, cardBadge, css({ bg: m.red ? 'status.error' : 'status.warning' }))} aria-hidden="true" /> : null}
                {m && m.off !== null ? (
                  <span className={cx(badge, subBadge)} aria-hidden="true">
                    <Icon name="refresh" size={10} />
                  </span>
                ) : null}
              </span>
              <span className={label} aria-hidden="true">
                {shirtName(p.name)}
              </span>
              <span className={srOnly}>
                {p.shirtNumber} {p.name}
                {extra ? ` (${extra})` : ''}
              </span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The pitch markings (decoration): halfway line, centre circle, both boxes. */
function PitchMarkings() {
  const line = { fill: 'none', stroke: 'rgba(255,255,255,0.55)', strokeWidth: 0.4 };
  return (
    <svg viewBox="0 0 68 105" preserveAspectRatio="none" className={markings} aria-hidden="true" focusable="false">
      <rect x={1} y={1} width={66} height={103} {...line} />
      <line x1={1} y1={52.5} x2={67} y2={52.5} {...line} />
      <circle cx={34} cy={52.5} r={9.15} {...line} />
      <rect x={13.84} y={1} width={40.32} height={16.5} {...line} />
      <rect x={24.84} y={1} width={18.32} height={5.5} {...line} />
      <rect x={13.84} y={87.5} width={40.32} height={16.5} {...line} />
      <rect x={24.84} y={98.5} width={18.32} height={5.5} {...line} />
    </svg>
  );
}

function SideLists({ team, lineup, manager, marks, events }: { team: TeamRef; lineup: LineupSide; manager: PlaceRef | null; marks: Map<number, PlayerMarks>; events: readonly MatchEvent[] }) {
  const intl = useIntl();
  const marksText = useMarksText();
  const cameOn = new Set(events.filter((e) => e.type === 'sub' && e.player).map((e) => e.player!.id));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })} data-testid="lineup">
      <div className={sideHead}>
        <img src={team.logo} alt="" width={24} height={24} className={smallCrest} />
        <span className={truncate}>{team.name}</span>
        <span className={cx(subtle, css({ ml: 'auto', flexShrink: '0' }))} data-testid="lineup-formation">
          {lineup.formation}
        </span>
      </div>
      {manager ? (
        <p className={muted}>
          {intl.formatMessage({ id: 'matchCentre.lineups.manager' })}{' '}
          <AppLink href={href('manager', { manager: slugify(manager.name, 'quan-ly'), id: String(manager.id) })} className={css({ color: 'accent.text' })}>
            {manager.name}
          </AppLink>
        </p>
      ) : null}
      <h4 className={listTitle}>{intl.formatMessage({ id: 'roomTabs.overview.bench' })}</h4>
      <ul className={benchList}>
        {lineup.bench.map((p) => (
          <li key={p.id} className={benchRow} data-testid="bench-player">
            <span className={benchShirt}>{p.shirtNumber}</span>
            <AppLink href={playerHref(p)} className={cx(truncate, css({ color: 'fg.default', textDecoration: 'none', _hover: { color: 'accent.text' } }))}>
              {p.name}
              {cameOn.has(p.id) ? <span className={srOnly}> ({marksText(marks.get(p.id))})</span> : null}
            </AppLink>
            <span className={subtle}>
              {cameOn.has(p.id) ? (
                <span className={css({ color: 'status.success', fontWeight: 'bold' })} aria-hidden="true">
                  ↑ {marks.get(p.id)?.on}&apos;
                </span>
              ) : (
                p.position
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Line-ups on a pitch: the home side in the top half attacking down, the away side in the bottom
 * half attacking up, each starter at the server's spot for his formation with his goals, cards and
 * substitution; beside it each side's formation, manager and bench.
 */
export function LineupsSection({ detail, events }: { detail: MatchDetail; events: readonly MatchEvent[] }) {
  const intl = useIntl();
  const { lineups, match, managers } = detail;
  if (!lineups) {
    return (
      <section className={section} data-testid="lineups-later">
        <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.lineups' })}</h3>
        <p className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.lineupsLater' })}</p>
      </section>
    );
  }
  const marks = playerMarks(events);
  return (
    <section className={section} data-testid="lineups">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.lineups' })}</h3>
      <div className={layout}>
        <div className={pitch} data-testid="pitch">
          <PitchMarkings />
          <PitchSide team={match.home} lineup={lineups.home} side="home" marks={marks} />
          <PitchSide team={match.away} lineup={lineups.away} side="away" marks={marks} />
        </div>
        <div className={sides}>
          <SideLists team={match.home} lineup={lineups.home} manager={managers.home} marks={marks} events={events} />
          <SideLists team={match.away} lineup={lineups.away} manager={managers.away} marks={marks} events={events} />
        </div>
      </div>
    </section>
  );
}
