// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../../contracts/route-table';
import { IntlProvider, type IntlMessages } from '../lib/intl-context';
import { ShownPageProvider, usePageName, useShownPage } from '../lib/page-name';
import { useDocumentTitle } from './use-route-effects';

/** A catalogue message as the compiled catalogues hold it: one literal. */
const literal = (text: string) => [{ type: 0, value: text }];
const CATALOGUES: Record<string, IntlMessages> = {
  vi: { 'app.name': literal('SânCỏ Live'), 'route.newsArticle': literal('Bài viết'), 'route.team': literal('Đội bóng') } as unknown as IntlMessages,
  zh: { 'app.name': literal('SânCỏ Live'), 'route.newsArticle': literal('文章'), 'route.team': literal('球隊') } as unknown as IntlMessages,
};

function Page({ name }: { name: string | null }) {
  usePageName(name);
  return null;
}

/** The router's part (src/app/router.tsx): the page at `path` tells its name, or not yet; the document title follows. */
function ShownTitle({ path, name }: { path: string; name: string | null }) {
  const locale = document.documentElement.lang;
  const shownPage = useShownPage(path, locale);
  useDocumentTitle(matchRoute(path), shownPage.name, shownPage.isFirst);
  return (
    <ShownPageProvider value={shownPage}>
      <Page name={name} />
    </ShownPageProvider>
  );
}

function app(locale: string, path: string, name: string | null) {
  document.documentElement.lang = locale;
  return (
    <IntlProvider locale={locale} messages={CATALOGUES[locale]!} defaultLocale="vi" timeZone="Asia/Ho_Chi_Minh">
      <ShownTitle path={path} name={name} />
    </IntlProvider>
  );
}

const ARTICLE = '/tin-tuc/bong-da/tin-moi/thep-xanh-nam-dinh-thang-song-lam-nghe-an';
const TEAM = '/doi-bong/ha-noi-fc/1';
const SERVER_TITLE = 'Thép Xanh Nam Định thắng Sông Lam Nghệ An – Bài viết | SânCỏ Live';

describe('the document title', () => {
  beforeEach(() => {
    document.title = SERVER_TITLE;
  });
  afterEach(cleanup);

  it('keeps the server’s title on the first page until the page tells its name from its data, then shows that name', () => {
    const view = render(app('vi', ARTICLE, null));
    expect(document.title).toBe(SERVER_TITLE);
    view.rerender(app('vi', ARTICLE, 'Thép Xanh Nam Định thắng Sông Lam Nghệ An 4-2'));
    expect(document.title).toBe('Thép Xanh Nam Định thắng Sông Lam Nghệ An 4-2 – Bài viết | SânCỏ Live');
    expect(document.title).not.toMatch(/Thep Xanh/);
  });

  it('after a navigation shows the route’s title at once, then the next page’s name once its data tells it', () => {
    const view = render(app('vi', ARTICLE, 'Thép Xanh Nam Định thắng'));
    // The article's name is not carried over to the team's page while its data loads.
    view.rerender(app('vi', TEAM, null));
    expect(document.title).toBe('Đội bóng | SânCỏ Live');
    view.rerender(app('vi', TEAM, 'Hà Nội FC'));
    expect(document.title).toBe('Hà Nội FC – Đội bóng | SânCỏ Live');
  });

  it('follows a change of language: the route in the new language, then the name the data gives in it', () => {
    const view = render(app('vi', TEAM, null));
    expect(document.title).toBe(SERVER_TITLE);
    view.rerender(app('zh', TEAM, null));
    expect(document.title).toBe('球隊 | SânCỏ Live');
    view.rerender(app('zh', TEAM, '河內FC'));
    expect(document.title).toBe('河內FC – 球隊 | SânCỏ Live');
  });
});
