import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { venueLoader } from '../../../../machines/entities/entities.loaders';
import type { VenueDetail } from '../../../../contracts/schemas/sports/entities';
import { EntityHeader, EntitySkeleton, HeaderLines } from '../components/entity-header';
import { EntityMatchList } from '../components/entity-match-row';
import { EntityNotFound } from '../components/entity-not-found';
import { muted, section, sectionTitle, stack, truncate } from '../components/entity-styles';
import { FactList } from '../components/fact-list';
import { entityHref, idParam, surfaceMessageId } from '../format';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 1fr) minmax(0, 24rem)]' }, gap: '4', alignItems: 'start' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
/** The facts come first on a phone; on a wide screen they stand in the side column. */
const sideColumn = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0', order: { lg: '2' } });
const teamList = css({ display: 'flex', flexDirection: 'column' });
const teamRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: 'touch',
  py: '1.5',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  fontWeight: 'semibold',
  fontSize: 'sm',
  _first: { borderTopWidth: '0' },
  _hover: { color: 'accent.text' },
});
const crest = css({ w: '8', h: '8', objectFit: 'contain', flexShrink: '0' });
const drawing = css({ w: 'full', maxW: 'md', h: 'auto', aspectRatio: '[256 / 224]', borderRadius: 'lg', alignSelf: 'center' });

export default function VenuePage({ routeId, params }: PageProps) {
  const id = idParam(params.id) ?? 0;
  return <VenueView key={id} id={id} routeId={routeId} params={params} />;
}

function VenueView({ id, routeId, params }: PageProps & { id: number }) {
  const venue = useLoader(venueLoader, { query: { id } });
  if (venue.status === 'failed' && venue.error?.status === 404) return <EntityNotFound kind="venue" message={venue.error.message} />;
  return (
    <PageFrame routeId={routeId} params={params} name={venue.data?.venue.name} introId="intro.venue">
      <div data-testid="venue-page" data-state={venue.state}>
        {venue.status === 'loading' ? <EntitySkeleton wide /> : null}
        {venue.status === 'failed' ? <LoadFailed error={venue.error} onRetry={venue.retry} /> : null}
        {venue.data ? <VenueContent detail={venue.data} /> : null}
      </div>
    </PageFrame>
  );
}

/** A stadium: its drawing, capacity, city, opening year and surface; the clubs that play there; its last and next matches. */
function VenueContent({ detail }: { detail: VenueDetail }) {
  const intl = useIntl();
  const { venue } = detail;
  const surface = surfaceMessageId(venue.surface);
  const items: Array<[string, string]> = [
    ['entities.venue.capacity', intl.formatNumber(venue.capacity)],
    ['entities.venue.city', [venue.city, venue.country].filter(Boolean).join(', ')],
    ['entities.venue.opened', String(venue.opened)],
    ['entities.venue.surface', surface ? intl.formatMessage({ id: surface }) : venue.surface],
  ];
  return (
    <div className={stack}>
      <EntityHeader picture={venue.picture} shape="wide" name={venue.name}>
        <HeaderLines>
          <span>{[venue.city, venue.country].filter(Boolean).join(', ')}</span>
          <span data-testid="venue-capacity">{intl.formatMessage({ id: 'entities.venue.seats' }, { n: venue.capacity })}</span>
        </HeaderLines>
      </EntityHeader>
      <div className={grid}>
        <div className={sideColumn}>
          <section className={section} data-testid="venue-facts">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.venue' })}</h2>
            <img src={venue.picture} alt={intl.formatMessage({ id: 'entities.venue.drawing' }, { name: venue.name })} width={256} height={224} className={drawing} loading="lazy" />
            <FactList items={items} />
          </section>
          <section className={section} data-testid="venue-teams">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.homeTeams' })}</h2>
            {detail.teams.length ? (
              <ul className={teamList}>
                {detail.teams.map((t) => (
                  <li key={t.id}>
                    <AppLink href={entityHref('team', t.id, t.name, t.shortName)} className={teamRow}>
                      <img src={t.logo} alt="" width={32} height={32} className={crest} />
                      <span className={truncate}>{t.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={muted}>{intl.formatMessage({ id: 'entities.venue.noTeams' })}</p>
            )}
          </section>
        </div>
        <div className={column}>
          <section className={section} data-testid="venue-upcoming">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.upcomingHere' })}</h2>
            {detail.upcoming.length ? <EntityMatchList matches={detail.upcoming} showLeague /> : <p className={muted}>{intl.formatMessage({ id: 'entities.matches.noFixtures' })}</p>}
          </section>
          <section className={section} data-testid="venue-recent">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.recentHere' })}</h2>
            {detail.recent.length ? <EntityMatchList matches={detail.recent} showLeague /> : <p className={muted}>{intl.formatMessage({ id: 'entities.matches.noResults' })}</p>}
          </section>
        </div>
      </div>
    </div>
  );
}
