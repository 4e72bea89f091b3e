import { useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { button } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { SectionNotice } from '../../../components/ui/section-states';
import { LinkTabs } from '../../../components/ui/tabs';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import { css } from '../../../../styled-system/css';
import { FILM_TAB_ORDER, filtersOf, hasFilters, listQuery, routeOfTab, tabOf, type FilmFilterValues, type FilmsTab } from '../film-query';
import { FilmFilters } from '../components/film-filters';
import { FilmList } from '../components/film-list';
import { stack } from '../components/film-styles';

/** Catalogue ids of the tabs. */
const TAB_LABEL: Record<FilmsTab, string> = {
  all: 'films.tab.all',
  trending: 'films.tab.trending',
  phim: 'films.tab.movies',
  'tv-show': 'films.tab.tvShows',
  saved: 'films.tab.saved',
};

function FilmTabs({ tab, filters }: { tab: FilmsTab; filters: FilmFilterValues }) {
  const intl = useIntl();
  return (
    <LinkTabs
      label={intl.formatMessage({ id: 'tabs.films.label' })}
      tabs={[
        ...FILM_TAB_ORDER.map((t) => {
          const target = href(routeOfTab(t), undefined, listQuery(t, filters));
          return { key: t, href: target, label: intl.formatMessage({ id: TAB_LABEL[t] }), current: t === tab ? ('page' as const) : undefined };
        }),
        // The best-rated titles have a page of their own.
        { key: 'ranking', href: href('filmsRanking'), label: intl.formatMessage({ id: 'films.tab.ranking' }), current: undefined },
      ]}
    />
  );
}

/** The saved tab: a member's bookmarks; a guest is asked to sign in. */
function SavedGate({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const { status } = useAuth();
  const requireMember = useRequireMember();
  if (status === 'starting' || status === 'busy') return <div className={css({ h: '[20rem]' })} aria-busy="true" data-state="loading" />;
  if (status !== 'member') {
    return (
      <SectionNotice
        icon="lock"
        title={intl.formatMessage({ id: 'films.saved.guest' })}
        text={intl.formatMessage({ id: 'films.saved.guestText' })}
        testId="films-saved-guest"
        action={
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => requireMember(() => undefined)} data-testid="films-saved-login">
            {intl.formatMessage({ id: 'films.saved.login' })}
          </button>
        }
      />
    );
  }
  return <>{children}</>;
}

/** /phim-anh, /phim-anh/phim, /phim-anh/tv-show: the tabs (saved, trending, films, TV shows), filters and search. */
export default function FilmsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const tab = tabOf(routeId, search);
  const filters = filtersOf(search);
  const query = {
    tab,
    ...(filters.genre ? { genre: filters.genre } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.year !== null ? { year: filters.year } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  const key = JSON.stringify(query);
  const filtered = hasFilters(filters);
  const list = (
    <FilmList
      key={key}
      query={query}
      emptyTitle={intl.formatMessage({ id: filtered ? 'films.list.noMatch' : tab === 'saved' ? 'films.saved.empty' : 'films.list.empty' })}
      emptyText={intl.formatMessage({ id: filtered ? 'films.list.noMatchText' : tab === 'saved' ? 'films.saved.emptyText' : 'films.list.emptyText' })}
    />
  );
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.films" tabs={<FilmTabs tab={tab} filters={filters} />}>
      <div className={stack} data-testid="films-page" data-tab={tab}>
        <FilmFilters key={search} tab={tab} filters={filters} />
        {tab === 'saved' ? <SavedGate>{list}</SavedGate> : list}
      </div>
    </PageFrame>
  );
}
