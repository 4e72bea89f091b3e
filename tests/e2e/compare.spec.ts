/**
 * The compare pages end to end: two teams from the address (names and the chart's values as the
 * API answers them), a side changed with the picker from the keyboard (the address follows, back
 * and forward work), the states of an unknown, a missing and a repeated id, a failed call's retry,
 * two players in the three languages, and the phone layout. Ids and names come from the API at
 * test time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { PlayerSearchItem, PlayersCompare, TeamSearchItem, TeamsCompare } from '../../contracts/schemas/sports/entities';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { formatMetric } from '../../src/features/compare/chart-values';
import { DESKTOP, formatViolations, PHONE, seriousViolations } from './support/a11y';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';
const CATALOGUES = { vi, en, zh } as const;
const INTL_LOCALE: Record<Lang, string> = { vi: 'vi', en: 'en', zh: 'zh-Hant' };

async function api<T>(request: APIRequestContext, path: string, params: Record<string, string | number>, lang: Lang = 'vi'): Promise<T> {
  const response = await request.get(path, { params, headers: { 'x-language': lang } });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const searchTeams = (request: APIRequestContext, keyword: string) =>
  api<ListPage<TeamSearchItem>>(request, '/live/api/football/teams/search', { keyword, pageSize: 20 });

/** Two clubs of the first league (they have a table, a record and meetings). */
async function twoTeams(request: APIRequestContext): Promise<[TeamSearchItem, TeamSearchItem]> {
  const { list } = await api<ListPage<TeamSearchItem>>(request, '/live/api/football/teams/search', { leagueId: 1, pageSize: 5 });
  expect(list.length).toBeGreaterThanOrEqual(3);
  return [list[0]!, list[1]!];
}

async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, url: test.info().project.use.baseURL! }]);
}

const side = (page: Page, index: 0 | 1) => page.getByTestId('compare-side').and(page.locator(`[data-side="${index}"]`));
const picker = (page: Page, index: 0 | 1) => page.getByTestId('compare-picker').and(page.locator(`[data-side="${index}"]`));

/** Every chart measure is on the page with the API's two values, the first side's shown as text. */
async function expectChart(page: Page, chart: TeamsCompare['chart'], lang: Lang): Promise<void> {
  const rows = page.getByTestId('compare-metric');
  await expect(rows).toHaveCount(chart.length);
  for (const metric of chart) {
    const row = page.locator(`[data-testid=compare-metric][data-key="${metric.key}"]`);
    await expect(row).toHaveAttribute('data-values', metric.values.join(','));
    await expect(row.locator('td').first()).toContainText(formatMetric(metric.key, metric.values[0], INTL_LOCALE[lang]));
    await expect(row.locator('td').last()).toContainText(formatMetric(metric.key, metric.values[1], INTL_LOCALE[lang]));
  }
}

test.describe('compare', () => {
  test('two teams from the ids: both names, the chart values and the head-to-head from the API', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    const data = await api<TeamsCompare>(request, '/live/api/football/compare/teams', { id1: a.id, id2: b.id });
    await page.setViewportSize(DESKTOP);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await expect(side(page, 0).getByTestId('compare-side-name')).toHaveText(data.teams[0].team.name);
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(data.teams[1].team.name);
    await expectChart(page, data.chart, 'vi');
    await expect(page.getByTestId('compare-radar').locator('svg[role=img]')).toHaveAccessibleName(`${vi['compare.radar.title']} ${vi['compare.radar.desc'].replace('{first}', a.name).replace('{second}', b.name)}`);
    const h2h = page.getByTestId('compare-h2h');
    await expect(h2h.getByTestId('h2h-first-wins')).toContainText(String(data.h2h.summary.firstWins));
    await expect(h2h.getByTestId('h2h-second-wins')).toContainText(String(data.h2h.summary.secondWins));
    await expect(h2h.getByTestId('compare-h2h-match')).toHaveCount(data.h2h.matches.length);

    const found = await seriousViolations(page);
    expect(found, formatViolations('compare teams', found)).toEqual([]);
  });

  test('a side changes with the picker from the keyboard; swap; back and forward follow', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(b.name);

    // What the server finds for the keyword, without the other side's team (it cannot be chosen).
    const keyword = 'Hà';
    const usable = (await searchTeams(request, keyword)).list.filter((t) => t.id !== a.id);
    expect(usable.length).toBeGreaterThanOrEqual(2);
    const input = picker(page, 1).getByRole('combobox');
    await input.focus();
    await page.keyboard.type(keyword);
    await expect(picker(page, 1)).toHaveAttribute('data-state', 'results');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const activeOption = async () => page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
    await expect(await activeOption()).toHaveAttribute('data-id', String(usable[0]!.id));
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption()).toHaveAttribute('data-id', String(usable[1]!.id));
    await page.keyboard.press('Enter');
    const chosen = usable[1]!;
    await expect(page).toHaveURL(`/so-sanh/doi-bong?id1=${a.id}&id2=${chosen.id}`);
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(chosen.name);
    // The choice closes the list and empties the box; the cursor stays in it.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Escape closes an open list without choosing.
    await page.keyboard.press('ArrowDown');
    await expect(picker(page, 1)).toHaveAttribute('data-state', 'results');
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(`/so-sanh/doi-bong?id1=${a.id}&id2=${chosen.id}`);

    await page.getByTestId('compare-swap').click();
    await expect(page).toHaveURL(`/so-sanh/doi-bong?id1=${chosen.id}&id2=${a.id}`);
    await expect(side(page, 0).getByTestId('compare-side-name')).toHaveText(chosen.name);

    await page.goBack();
    await expect(page).toHaveURL(`/so-sanh/doi-bong?id1=${a.id}&id2=${chosen.id}`);
    await page.goBack();
    await expect(page).toHaveURL(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(b.name);
    await page.goForward();
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(chosen.name);
  });

  test('an unknown id says which side, a missing or repeated one asks for a choice', async ({ page, request }) => {
    const [a] = await twoTeams(request);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=999999`);
    const notice = page.getByTestId('compare-notice');
    await expect(notice).toHaveAttribute('data-state', 'unknown');
    await expect(notice).toContainText(vi['compare.unknown.title'].replace('{side}', vi['compare.side.team2']));
    await expect(notice).toContainText('999999');
    await expect(side(page, 0).getByTestId('compare-side-name')).toHaveText(a.name);
    await expect(side(page, 1)).toHaveAttribute('data-state', 'unknown');
    // The notice offers the picker of that side, open on the first teams.
    await notice.getByTestId('compare-notice-pick').click();
    await expect(picker(page, 1).getByRole('combobox')).toBeFocused();
    await expect(picker(page, 1)).toHaveAttribute('data-state', 'results');

    await page.goto(`/so-sanh/doi-bong?id1=abc&id2=${a.id}`);
    await expect(notice).toHaveAttribute('data-state', 'unknown');
    await expect(notice).toContainText(vi['compare.unknown.title'].replace('{side}', vi['compare.side.team1']));

    await page.goto(`/so-sanh/doi-bong?id2=${a.id}`);
    await expect(notice).toHaveAttribute('data-state', 'missing');
    await expect(notice).toContainText(vi['compare.missing.title'].replace('{side}', vi['compare.side.team1']));
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(a.name);

    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${a.id}`);
    await expect(notice).toHaveAttribute('data-state', 'same');

    await page.goto('/so-sanh/doi-bong');
    await expect(notice).toHaveAttribute('data-state', 'start');
    await expect(page.getByTestId('compare-swap')).toBeDisabled();
    const found = await seriousViolations(page);
    expect(found, formatViolations('compare, nothing chosen', found)).toEqual([]);
  });

  test('a failed comparison offers a retry', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    let failures = 1;
    await page.route('**/live/api/football/compare/teams?**', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Lỗi máy chủ', data: null }) });
      else await route.continue();
    });
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    const failed = page.getByTestId('load-failed');
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: vi['common.retry'] }).click();
    await expect(side(page, 0).getByTestId('compare-side-name')).toHaveText(a.name);
    await expect(page.getByTestId('compare-metric').first()).toBeVisible();
  });

  for (const lang of ['vi', 'en', 'zh'] as const) {
    test(`two players in ${lang}: names and labels in the language, values from the API`, async ({ page, request }) => {
      const players = (await api<ListPage<PlayerSearchItem>>(request, '/live/api/football/players/search', { teamId: 1, pageSize: 20 }, lang)).list;
      const [p1, p2] = [players.find((p) => p.position === 'FW') ?? players[0]!, players.find((p) => p.position === 'MF') ?? players[1]!];
      const data = await api<PlayersCompare>(request, '/live/api/football/compare/players', { id1: p1.id, id2: p2.id }, lang);
      await setLanguage(page, lang);
      await page.setViewportSize(DESKTOP);
      await page.goto(`/so-sanh/cau-thu?id1=${p1.id}&id2=${p2.id}`);
      const t = CATALOGUES[lang];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['route.comparePlayers']);
      await expect(side(page, 0).getByTestId('compare-side-name')).toHaveText(data.players[0].player.name);
      await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(data.players[1].player.name);
      await expect(page.locator('[data-testid=compare-metric][data-key=goals] th')).toHaveText(t['compare.metric.goals']);
      await expectChart(page, data.chart, lang);
      await expect(picker(page, 0).getByRole('combobox')).toHaveAttribute('placeholder', t['compare.picker.placeholder.players']);
    });
  }

  test('on a phone the sides stack and each measure stays on one row', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    await page.setViewportSize(PHONE);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await expect(page.getByTestId('compare-metric').first()).toBeVisible();
    const [first, second] = [await side(page, 0).boundingBox(), await side(page, 1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
    for (const row of await page.getByTestId('compare-metric').all()) {
      const [left, right] = [await row.locator('td').first().boundingBox(), await row.locator('td').last().boundingBox()];
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
      expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const found = await seriousViolations(page);
    expect(found, formatViolations('compare teams (phone)', found)).toEqual([]);
  });
});
