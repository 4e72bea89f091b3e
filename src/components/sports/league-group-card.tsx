import { Link } from 'wouter';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { href } from '../../../contracts/href';
import { slugify } from '../../../contracts/slug';
import type { MatchSummary } from '../../../contracts/schemas/sports/matches';
import { BoardMatchRow } from './board-match-row';
import { isFavourite, type LeagueGroup } from './league-board';

const card = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' });
const head = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: { base: '3', sm: '4' },
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});
const logo = css({ w: '5', h: '5', objectFit: 'contain', flexShrink: '0' });
// Room for the focus ring of the league's link inside the clipped (ellipsis) heading.
const title = css({ flex: '1', minWidth: '0', fontSize: 'sm', fontWeight: 'bold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', p: '1', m: '-1' });
const titleLink = css({ _hover: { color: 'accent.text', textDecoration: 'underline' } });
const country = css({ color: 'fg.muted', fontWeight: 'normal' });
const count = css({ fontSize: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The height of a league card's header: a skeleton of cards uses it too. */
export const LEAGUE_HEAD_HEIGHT = '2.5rem';

interface LeagueGroupCardProps<M extends MatchSummary> {
  group: LeagueGroup<M>;
  timeZone: string;
  /** The visitor's followed teams: their matches are marked. */
  favouriteTeamIds?: readonly number[];
  /** The level of the league's heading (2 under a page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
}

/** One league of a day list: its logo, name (a link to the league) and count, then its matches. */
export function LeagueGroupCard<M extends MatchSummary>({ group, timeZone, favouriteTeamIds = [], headingLevel = 2 }: LeagueGroupCardProps<M>) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `league-${group.key}`;
  return (
    <section className={card} aria-labelledby={id} data-testid="league-group" data-league={group.league.id} data-sport={group.sport}>
      <header className={head}>
        <img src={group.league.logo} alt="" width={20} height={20} className={logo} loading="lazy" decoding="async" />
        <Heading id={id} className={title}>
          <Link href={href('league', { league: slugify(group.league.name, 'giai-dau'), id: group.league.id })} className={titleLink}>
            {group.league.name}
          </Link>
          {group.league.country ? <span className={country}> · {group.league.country}</span> : null}
        </Heading>
        <span className={count}>{intl.formatMessage({ id: 'board.group.count' }, { count: group.matches.length })}</span>
      </header>
      <ul>
        {group.matches.map((m) => (
          <BoardMatchRow key={m.staticId} match={m} timeZone={timeZone} favourite={isFavourite(m, favouriteTeamIds)} />
        ))}
      </ul>
    </section>
  );
}

const skeletonCard = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' });
const skeletonHead = css({ h: '10', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const skeletonRow = css({ h: '[3.75rem]', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' }, animation: 'livePulse' });
const skeletonStack = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** League cards of the final size while a day list loads: `rows` rows per card. */
export function LeagueGroupsSkeleton({ cards }: { cards: readonly number[] }) {
  return (
    <div className={skeletonStack} aria-hidden="true" data-testid="league-groups-skeleton">
      {cards.map((rows, i) => (
        <div key={i} className={skeletonCard}>
          <div className={skeletonHead} />
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className={skeletonRow} />
          ))}
        </div>
      ))}
    </div>
  );
}
