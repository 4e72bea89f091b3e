/**
 * The odds tips' list pages (/tip-keo, a category, a type, its events, my tips) as a visitor meets
 * them: the API's tips newest first with their tipsters and matches, a page at a time; the best
 * tipsters; the category's type tabs from the keyboard (the type is the address); the events by
 * status; the skeleton, a failed list's retry and an empty category; a guest's and a member's "my
 * tips"; in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Locale } from '../../../../contracts/constants';
import type { Page } from '../../../../contracts/schemas/common';
import type { TipEvent, TipItem, Tipster } from '../../../../contracts/schemas/sports/tips';
import { FakeApi } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures/shell';
import { openLink, pinClock, tipEvents, tipsPage, topTipsters } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const LIST = 'GET other/api/schedule-tips/list';
const EVENTS = 'GET other/api/schedule-tips/events';
const MARKETS: Record<string, string> = { 'keo-1x2': '1x2', 'keo-chau-a': 'handicap', 'tai-xiu': 'over_under' };
/** Football has thirty tips; basketball and esports none yet. */
const TOTAL = 30;

function tipsApi(): FakeApi {
  return new FakeApi()
    .answer<Page<TipItem>>(LIST, ({ query, language }) => {
      const category = query.get('category');
      if (category && category !== 'bong-da') return { list: [], total: 0, pageNum: 1, pageSize: 12 };
      const type = query.get('type');
      return tipsPage(TOTAL, Number(query.get('pageNum') ?? 1), language, type ? MARKETS[type] : undefined);
    })
    .answer<Page<Tipster>>('GET other/api/schedule-tips/v2/top-rating', () => topTipsters())
    .answer<Page<TipEvent>>(EVENTS, ({ query, language }) => tipEvents(query.get('status') as 'upcoming' | 'finished', language));
}

const cards = () => screen.queryAllByTestId('tip-card');
const cardIds = () => cards().map((c) => Number(c.getAttribute('data-tip')));
const ids = (page: Page<TipItem>) => page.list.map((t) => t.id);

beforeEach(pinClock);

describe('the odds tips lists', () => {
  it('/tip-keo: the latest tips of every sport with their tipster, match, pick and price, and the best tipsters', async () => {
    const page = await renderPage('/tip-keo', { api: tipsApi() });
    await page.ready();
    const expected = tipsPage(TOTAL);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['route.tips']);
    expect(cardIds()).toEqual(ids(expected));
    expect(screen.getByTestId('tips-list').textContent).toContain(`${TOTAL} tip`);
    const first = expected.list[0]!;
    const card = cards()[0]!;
    expect(within(card).getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/tip-keo/chi-tiet/${first.slug}`);
    expect(card.textContent).toContain(first.author.nickname);
    expect(within(card).getByTestId('tip-match').textContent).toContain(first.match.home.name);
    expect(within(card).getByTestId('tip-pick').textContent).toBe(first.pickLabel);
    expect(within(card).getByTestId('tip-price').textContent).toBe(`@ ${first.odds.toFixed(2)}`);
    expect(within(card).getByTestId('tip-result').getAttribute('data-result')).toBe('pending');
    expect(within(cards()[1]!).getByTestId('tip-result').getAttribute('data-result')).toBe(expected.list[1]!.result);
    const top = screen.getAllByTestId('top-tipster');
    expect(top.map((t) => Number(t.getAttribute('data-tipster')))).toEqual(topTipsters().list.map((t) => t.author.userId));
    expect(top[0]!.textContent).toContain('Tuấn Kèo Thơm');
    expect(top[0]!.textContent).toContain('W5');
    expect(page.api.calls(LIST)[0]!.query.has('category')).toBe(false);
  });

  it('a category: its tips a page at a time; the type tabs from the keyboard put the type in the address and list its tips', async () => {
    const page = await renderPage('/tip-keo/bong-da', { api: tipsApi() });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${vi['tips.category.bong-da']}`);
    expect(cardIds()).toEqual(ids(tipsPage(TOTAL)));
    const pager = within(screen.getByTestId('tips-list')).getByRole('navigation');
    expect(pager.textContent).toContain('Trang 1/3');
    await page.user.click(within(pager).getByRole('button', { name: new RegExp(vi['account.pager.next']) }));
    await waitFor(() => expect(cardIds()).toEqual(ids(tipsPage(TOTAL, 2))));
    expect(page.api.calls(LIST).at(-1)!.query.get('pageNum')).toBe('2');

    // The type tabs: one Tab stop, arrows move, Enter opens.
    const types = screen.getByRole('navigation', { name: vi['tips.section.label'] });
    const current = types.querySelector<HTMLElement>('a[aria-current=page]')!;
    expect(current.textContent).toBe(vi['tips.section.all']);
    current.focus();
    await page.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement!.textContent).toBe(vi['tips.section.keo-chau-a']);
    // Enter opens the focused tab, another route of the page.
    await openLink(document.activeElement!);
    await waitFor(() => expect(window.location.pathname).toBe('/tip-keo/bong-da/keo-chau-a'));
    await waitFor(() => expect(cardIds()).toEqual(ids(tipsPage(TOTAL, 1, 'vi', 'handicap'))));
    expect(page.api.calls(LIST).at(-1)!.query.get('type')).toBe('keo-chau-a');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${vi['tips.category.bong-da']} · ${vi['tips.section.keo-chau-a']}`);
    expect(screen.getByRole('navigation', { name: vi['tips.section.label'] }).querySelector('a[aria-current=page]')!.textContent).toBe(vi['tips.section.keo-chau-a']);
  });

  it('each category and type address shows its heading and its list (basketball has no tips yet)', async () => {
    const cases: Array<[path: string, heading: string, count: number]> = [
      ['/tip-keo/bong-da/keo-1x2', `${vi['tips.category.bong-da']} · ${vi['tips.section.keo-1x2']}`, 12],
      ['/tip-keo/bong-da/tai-xiu', `${vi['tips.category.bong-da']} · ${vi['tips.section.tai-xiu']}`, 12],
      ['/tip-keo/bong-ro', `${vi['tips.category.bong-ro']}`, 0],
    ];
    for (const [path, heading, count] of cases) {
      const page = await renderPage(path, { api: tipsApi() });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(cards()).toHaveLength(count);
      if (count === 0) expect(screen.getByTestId('tips-list-empty').textContent).toContain(vi['tips.list.empty']);
      else expect(cards().every((c) => within(c).getByTestId('tip-pick').textContent!.length > 0)).toBe(true);
      page.unmount();
    }
  });

  it('a failing list says so with a retry; its skeleton holds the place while it loads again', async () => {
    const api = tipsApi().fail(LIST, 500, 'Lỗi máy chủ nội bộ');
    const page = await renderPage('/tip-keo/bong-da/keo-chau-a', { api });
    const list = await screen.findByTestId('tips-list', {}, { timeout: 5_000 });
    const failed = await within(list).findByTestId('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ nội bộ');
    api.answer<Page<TipItem>>(LIST, ({ language }) => tipsPage(TOTAL, 1, language, 'handicap'));
    const held = api.hold(LIST);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect(within(screen.getByTestId('tips-list')).getByTestId('section-loading').getAttribute('aria-busy')).toBe('true');
    held.release();
    await waitFor(() => expect(cardIds()).toEqual(ids(tipsPage(TOTAL, 1, 'vi', 'handicap'))));
  });

  it('the events: finished matches with tips from the address, the status filter as links, and none to come', async () => {
    const api = tipsApi().answer<Page<TipEvent>>(EVENTS, ({ query, language }) => (query.get('status') === 'finished' ? tipEvents('finished', language) : { list: [], total: 0, pageNum: 1, pageSize: 12 }));
    const page = await renderPage('/tip-keo/bong-da/su-kien?trang-thai=da-ket-thuc', { api });
    await page.ready();
    const finished = tipEvents('finished');
    const events = screen.getAllByTestId('tip-event');
    expect(events.map((e) => Number(e.getAttribute('data-match')))).toEqual(finished.list.map((e) => e.match.staticId));
    expect(events[0]!.textContent).toContain(finished.list[0]!.match.home.name);
    expect(within(events[0]!).getByTestId('tip-match-score').textContent).toBe(`${finished.list[0]!.match.homeScore}–${finished.list[0]!.match.awayScore}`);
    expect(within(events[0]!).getByRole('link').getAttribute('href')).toBe(`/tip-keo/bong-da/tran-dau/${finished.list[0]!.match.staticId}`);
    expect(api.calls(EVENTS)[0]!.query.get('status')).toBe('finished');
    const filter = screen.getByRole('navigation', { name: vi['tips.events.filterLabel'] });
    expect(filter.querySelector('[aria-current=page]')!.textContent).toBe(vi['tips.events.status.finished']);
    await page.user.click(within(filter).getByRole('link', { name: vi['tips.events.status.upcoming'] }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect((await screen.findByTestId('tip-events-empty')).textContent).toContain(vi['tips.events.empty']);
  });

  for (const locale of ['en', 'zh'] as Locale[]) {
    it(`in ${locale}: the labels, and the tips’ titles, picks and teams as the API words them`, async () => {
      const t = CATALOGUES[locale];
      const page = await renderPage('/tip-keo/bong-da', { api: tipsApi(), locale });
      await page.ready();
      const first = tipsPage(TOTAL, 1, locale).list[0]!;
      expect(screen.getByRole('navigation', { name: t['tips.section.label'] }).textContent).toContain(t['tips.section.keo-chau-a']);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${t['tips.category.bong-da']}`);
      expect(cards()[0]!.textContent).toContain(first.title);
      expect(within(cards()[0]!).getByTestId('tip-pick').textContent).toBe(first.pickLabel);
      expect(within(cards()[0]!).getByTestId('tip-match').textContent).toContain(first.match.home.name);
      expect(screen.getByTestId('top-tipsters').textContent).toContain(t['tips.top.title']);
    });
  }

  it('my tips: a guest is asked to log in', async () => {
    const page = await renderPage('/tip-keo/tip-cua-toi', { api: tipsApi() });
    const guest = await screen.findByTestId('tips-mine-guest', {}, { timeout: 5_000 });
    expect(guest.textContent).toContain(vi['tips.mine.guest']);
    await page.user.click(within(guest).getByTestId('tips-mine-login'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('my tips: a member’s posted tips, then the tipsters they follow (none yet), the section in the address', async () => {
    const api = tipsApi()
      .answer<Page<TipItem>>('GET other/api/schedule-tips/my', ({ query, language }) => (query.get('kind') === 'posted' ? tipsPage(3, 1, language) : { list: [], total: 0, pageNum: 1, pageSize: 12 }))
      .answer<Page<Tipster>>('GET other/api/schedule-tips/tipsters/followed', { list: [], total: 0, pageNum: 1, pageSize: 12 });
    const page = await renderPage('/tip-keo/tip-cua-toi', { api, member: member() });
    await waitFor(() => expect(screen.getByTestId('tips-mine').getAttribute('data-section')).toBe('posted'), { timeout: 5_000 });
    await waitFor(() => expect(cardIds()).toEqual(ids(tipsPage(3))));
    expect(api.calls('GET other/api/schedule-tips/my')[0]!.query.get('kind')).toBe('posted');
    const sections = screen.getByRole('navigation', { name: vi['tips.mine.label'] });
    expect(sections.querySelector('[aria-current=page]')!.textContent).toBe(vi['tips.mine.posted.tab']);
    await page.user.click(within(sections).getByRole('link', { name: vi['tips.mine.following.tab'] }));
    await waitFor(() => expect(window.location.search).toBe('?muc=tipster'));
    expect((await screen.findByTestId('followed-tipsters-empty')).textContent).toContain(vi['tips.mine.following.empty']);
  });
});
