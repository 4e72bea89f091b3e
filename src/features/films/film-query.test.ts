import { describe, expect, it } from 'vitest';
import { href } from '../../../contracts/href';
import { episodeOf, filtersOf, hasFilters, listQuery, NO_FILTERS, routeOfTab, tabOf, FILM_TAB_ORDER } from './film-query';

describe('film list address', () => {
  it.each([
    ['films', '', 'all'],
    ['films', '?tab=xu-huong', 'trending'],
    ['films', '?tab=da-luu', 'saved'],
    ['films', '?tab=nonsense', 'all'],
    ['filmsMovies', '?tab=da-luu', 'phim'],
    ['filmsTvShows', '', 'tv-show'],
  ] as const)('%s%s is the %s tab', (routeId, search, tab) => {
    expect(tabOf(routeId, search)).toBe(tab);
  });

  it.each([
    ['', NO_FILTERS],
    ['?the-loai=hanh-dong&quoc-gia=han-quoc&nam=2024&tu-khoa=%20mua%20', { genre: 'hanh-dong', country: 'han-quoc', year: 2024, keyword: 'mua' }],
    ['?the-loai=Bad Slug&quoc-gia=-x&nam=24', NO_FILTERS],
    ['?nam=1899', NO_FILTERS],
    ['?nam=2100', { ...NO_FILTERS, year: 2100 }],
    ['?tu-khoa=a%00b', { ...NO_FILTERS, keyword: 'ab' }],
  ])('reads %j', (search, filters) => {
    expect(filtersOf(search)).toEqual(filters);
  });

  it('writes back what it reads, for every tab', () => {
    const filters = { genre: 'kinh-di', country: null, year: 2021, keyword: 'chùa' };
    for (const tab of FILM_TAB_ORDER) {
      const link = href(routeOfTab(tab), undefined, listQuery(tab, filters));
      const [path, search = ''] = link.split('?');
      const routeId = path === '/phim-anh/phim' ? 'filmsMovies' : path === '/phim-anh/tv-show' ? 'filmsTvShows' : 'films';
      expect(tabOf(routeId, `?${search}`)).toBe(tab);
      expect(filtersOf(`?${search}`)).toEqual(filters);
    }
    expect(href(routeOfTab('all'), undefined, listQuery('all', NO_FILTERS))).toBe('/phim-anh');
  });

  it.each([
    [NO_FILTERS, false],
    [{ ...NO_FILTERS, keyword: 'x' }, true],
    [{ ...NO_FILTERS, year: 2020 }, true],
  ])('hasFilters(%j) = %s', (filters, has) => {
    expect(hasFilters(filters)).toBe(has);
  });

  it.each([
    ['?phan=2&tap=3', { season: 2, episode: 3 }],
    ['?tap=3', null],
    ['?phan=0&tap=1', null],
    ['?phan=1.5&tap=1', null],
    ['', null],
  ])('episodeOf(%j)', (search, value) => {
    expect(episodeOf(search)).toEqual(value);
  });
});
