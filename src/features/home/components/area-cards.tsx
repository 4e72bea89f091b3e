import { useIntl } from '../../../lib/intl-context';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import type { RouteId } from '../../../../contracts/route-table';
import { href } from '../../../../contracts/href';
import { Icon, type IconName } from '../../../components/ui/icon';

interface Area {
  route: RouteId;
  icon: IconName;
  /** The live area gets the live colour. */
  live?: boolean;
}

/** The main areas of the site, each a landing route without parameters. */
const AREAS = [
  { route: 'schedule', icon: 'live', live: true },
  { route: 'results', icon: 'results' },
  { route: 'fixtures', icon: 'fixtures' },
  { route: 'odds', icon: 'odds' },
  { route: 'tips', icon: 'tips' },
  { route: 'news', icon: 'news' },
  { route: 'highlights', icon: 'highlight' },
  { route: 'shorts', icon: 'shorts' },
  { route: 'films', icon: 'film' },
  { route: 'tv', icon: 'tv' },
  { route: 'music', icon: 'music' },
  { route: 'games', icon: 'game' },
  { route: 'comics', icon: 'comics' },
  { route: 'community', icon: 'community' },
  { route: 'chatroom', icon: 'chat' },
  { route: 'promotions', icon: 'promotion' },
] as const satisfies readonly Area[];

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const heading = css({ textStyle: 'sectionTitle' });

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
});

const cardFill = css({ h: 'full' });

const tile = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'lg',
  bg: 'accent.muted',
  color: 'accent.text',
  '&[data-live]': { bg: 'accent.liveMuted', color: 'accent.liveText' },
});

const name = css({ fontWeight: 'semibold', fontSize: { base: 'sm', sm: 'md' } });

const description = css({ color: 'fg.muted', fontSize: 'sm', display: { base: 'none', sm: 'block' } });

/** Quick links to every main area, as cards with icons. */
export function AreaCards() {
  const intl = useIntl();
  return (
    <section className={section} aria-labelledby="home-areas-title">
      <h2 id="home-areas-title" className={heading}>
        {intl.formatMessage({ id: 'home.areas.title' })}
      </h2>
      <ul className={grid}>
        {AREAS.map((area) => (
          <li key={area.route}>
            <Link href={href(area.route)} className={cx(card({ interactive: true }), cardFill)} data-area={area.route}>
              <span className={tile} data-live={('live' in area && area.live) || undefined}>
                <Icon name={area.icon} size={22} />
              </span>
              <span className={name}>{intl.formatMessage({ id: `route.${area.route}` })}</span>
              <span className={description}>{intl.formatMessage({ id: `home.area.${area.route}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
