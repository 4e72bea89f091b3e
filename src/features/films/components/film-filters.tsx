import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { button, field } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useLoader } from '../../../components/ui/use-loader';
import { Icon } from '../../../components/ui/icon';
import { href } from '../../../../contracts/href';
import { filmFiltersLoader } from '../../../../machines/films/films.loaders';
import { hasFilters, listQuery, NO_FILTERS, routeOfTab, type FilmFilterValues, type FilmsTab } from '../film-query';
import { select } from './film-styles';

const bar = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' },
  alignItems: 'end',
  gap: '3',
});
const searchForm = css({ gridColumn: { base: '1 / -1', md: 'auto' }, display: 'flex', gap: '2', alignItems: 'end' });
const grow = css({ flex: '1', minW: '0' });
const clearLink = css({ gridColumn: { base: '1 / -1', md: 'auto' }, justifySelf: { base: 'start', md: 'end' } });

interface FilmFiltersProps {
  tab: FilmsTab;
  filters: FilmFilterValues;
}

/** Search and the genre, country and year pickers; every choice is written into the address. */
export function FilmFilters({ tab, filters }: FilmFiltersProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const values = useLoader(filmFiltersLoader, {});
  const styles = field();
  const ids = { search: useId(), genre: useId(), country: useId(), year: useId() };
  const [keyword, setKeyword] = useState(filters.keyword);
  const go = (next: FilmFilterValues) => navigate(href(routeOfTab(tab), undefined, listQuery(tab, next)));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ ...filters, keyword: keyword.trim() });
  };
  const data = values.data;
  const loading = values.status === 'loading';
  const all = intl.formatMessage({ id: 'films.filter.all' });
  return (
    <div className={bar} data-testid="film-filters" data-state={values.status}>
      <form role="search" className={searchForm} onSubmit={onSearch}>
        <div className={cx(styles.root, grow)}>
          <label htmlFor={ids.search} className={styles.label}>
            {intl.formatMessage({ id: 'films.search.label' })}
          </label>
          <input
            id={ids.search}
            type="search"
            className={styles.input}
            value={keyword}
            maxLength={100}
            placeholder={intl.formatMessage({ id: 'films.search.placeholder' })}
            onChange={(event) => setKeyword(event.target.value)}
            data-testid="film-search"
          />
        </div>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} data-testid="film-search-submit">
          {intl.formatMessage({ id: 'films.search.submit' })}
        </button>
      </form>
      <div className={styles.root}>
        <label htmlFor={ids.genre} className={styles.label}>
          {intl.formatMessage({ id: 'films.filter.genre' })}
        </label>
        <select
          id={ids.genre}
          className={cx(styles.input, select)}
          value={filters.genre ?? ''}
          disabled={!data}
          onChange={(event) => go({ ...filters, genre: event.target.value || null })}
          data-testid="film-filter-genre"
        >
          <option value="">{all}</option>
          {filters.genre && !data ? <option value={filters.genre}>{filters.genre}</option> : null}
          {data?.genres.map((g) => (
            <option key={g.slug} value={g.slug}>
              {`${g.name} (${g.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.root}>
        <label htmlFor={ids.country} className={styles.label}>
          {intl.formatMessage({ id: 'films.filter.country' })}
        </label>
        <select
          id={ids.country}
          className={cx(styles.input, select)}
          value={filters.country ?? ''}
          disabled={!data}
          onChange={(event) => go({ ...filters, country: event.target.value || null })}
          data-testid="film-filter-country"
        >
          <option value="">{all}</option>
          {filters.country && !data ? <option value={filters.country}>{filters.country}</option> : null}
          {data?.countries.map((c) => (
            <option key={c.slug} value={c.slug}>
              {`${c.name} (${c.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.root}>
        <label htmlFor={ids.year} className={styles.label}>
          {intl.formatMessage({ id: 'films.filter.year' })}
        </label>
        <select
          id={ids.year}
          className={cx(styles.input, select)}
          value={filters.year === null ? '' : String(filters.year)}
          disabled={!data}
          onChange={(event) => go({ ...filters, year: event.target.value ? Number(event.target.value) : null })}
          data-testid="film-filter-year"
        >
          <option value="">{all}</option>
          {filters.year !== null && !data ? <option value={String(filters.year)}>{filters.year}</option> : null}
          {data?.years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {values.status === 'failed' ? (
        <button type="button" className={cx(button({ variant: 'outline', size: 'md' }), clearLink)} onClick={values.retry} data-testid="film-filters-retry">
          <Icon name="refresh" size={16} />
          {intl.formatMessage({ id: 'films.filter.retry' })}
        </button>
      ) : hasFilters(filters) ? (
        <Link href={href(routeOfTab(tab), undefined, listQuery(tab, NO_FILTERS))} className={cx(button({ variant: 'ghost', size: 'md' }), clearLink)} data-testid="film-filters-clear">
          <Icon name="close" size={16} />
          {intl.formatMessage({ id: 'films.filter.clear' })}
        </Link>
      ) : (
        <span aria-hidden="true" className={clearLink} data-loading={loading || undefined} />
      )}
    </div>
  );
}
