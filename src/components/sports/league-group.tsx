import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { useIntl } from '../../lib/intl-context';
import { href } from '../../../contracts/href';
import { slugify } from '../../../contracts/slug';
import { Icon } from '../ui/icon';

const card = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden' });
const head = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  // A fixed height (name and country on two lines): a skeleton of groups holds the room.
  h: '12',
  px: { base: '3', sm: '4' },
  py: '1.5',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});
const logo = css({ w: '6', h: '6', objectFit: 'contain', flexShrink: '0' });
const titles = css({ display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1', lineHeight: 'tight' });
const title = css({ fontSize: 'sm', fontWeight: 'bold', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// The heading clips a long name (ellipsis): the link's ring is drawn inside its box so that the clip never cuts it.
const titleLink = css({ color: 'fg.default', _hover: { color: 'accent.text', textDecoration: 'underline' }, _focusVisible: { outlineOffset: '[-2px]' } });
const country = css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const pin = css({ display: 'inline-flex', color: 'accent.hot', flexShrink: '0', '& svg': { fill: '[currentColor]' } });
const count = css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export interface LeagueGroupLeague {
  id: number;
  name: string;
  logo: string;
  /** The country or region, in the visitor's language. */
  country?: string;
}

interface LeagueGroupProps {
  league: LeagueGroupLeague;
  /** A pinned (featured) league: marked with a star. */
  pinned?: boolean;
  /** The sport, where a list holds several (the same league id can come twice). */
  sport?: string;
  /** How many matches the group holds (shown at the end of the header). */
  count?: number;
  /** The heading level of the league's name (2 under a page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** The rows: MatchRow items (the group wraps them in a list). */
  children: ReactNode;
  testId?: string;
}

/** A league's matches under its header (logo, name linking to the league page, country, pinned star, count). */
export function LeagueGroup({ league, pinned, sport, count: matches, headingLevel = 2, children, testId = 'league-group' }: LeagueGroupProps) {
  const intl = useIntl();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = sport ? `league-group-${sport}-${league.id}` : `league-group-${league.id}`;
  return (
    <section className={card} aria-labelledby={headingId} data-testid={testId} data-league={league.id} data-sport={sport} data-pinned={pinned ? '' : undefined}>
      <header className={head}>
        <img src={league.logo} alt="" width={24} height={24} className={logo} loading="lazy" decoding="async" />
        <div className={titles}>
          <Heading id={headingId} className={title}>
            <Link href={href('league', { league: slugify(league.name, 'giai-dau'), id: String(league.id) })} className={titleLink}>
              {league.name}
            </Link>
          </Heading>
          {league.country ? <span className={country}>{league.country}</span> : null}
        </div>
        {pinned ? (
          <span className={pin} role="img" aria-label={intl.formatMessage({ id: 'sportsRow.pinned' })} title={intl.formatMessage({ id: 'sportsRow.pinned' })}>
            <Icon name="star" size={16} />
          </span>
        ) : null}
        {matches !== undefined ? <span className={count}>{intl.formatMessage({ id: 'sportsRow.count' }, { count: matches })}</span> : null}
      </header>
      <ul>{children}</ul>
    </section>
  );
}

const skeletonHead = css({ h: '12', bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' });
// A MatchRow of a day list: its link's 4rem (minHeight 16) and, below the first, its top border.
const skeletonRow = css({ boxSizing: 'content-box', h: '16', borderTopWidth: '1px', borderColor: 'border.subtle', _first: { borderTopWidth: '0' }, animation: 'livePulse' });
const skeletonStack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const skeletonStackWide = css({ display: 'flex', flexDirection: 'column', gap: '4' });

interface LeagueGroupsSkeletonProps {
  /** How many rows each group has. */
  cards: readonly number[];
  /** The space between groups of the list it stands for (a football board's: 4). */
  gap?: 3 | 4;
  /** Rows of another height (a board's rows with odds). */
  rowClassName?: string;
}

/** League groups of the final size while a day list loads: `rows` rows per group. */
export function LeagueGroupsSkeleton({ cards, gap = 3, rowClassName }: LeagueGroupsSkeletonProps) {
  return (
    <div className={gap === 4 ? skeletonStackWide : skeletonStack} aria-hidden="true" data-testid="league-groups-skeleton">
      {cards.map((rows, i) => (
        <div key={i} className={card}>
          <div className={skeletonHead} />
          <div>
            {Array.from({ length: rows }, (_, j) => (
              <div key={j} className={cx(skeletonRow, rowClassName)} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
