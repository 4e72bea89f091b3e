import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { gameDetail, gameSession, leaderboard, scoreResult } from '../../../testing/fixtures/games';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';

const DETAIL = 'GET other/api/game/detail';
const BOARD = 'GET other/api/game/leaderboard';
const ADDRESS = '/game/choi-game/sut-phat-den/13';
const slow = { timeout: 5_000 };

function gameApi(): FakeApi {
  return new FakeApi()
    .answer(DETAIL, ({ query, language }) => gameDetail(Number(query.get('id')), language))
    .answer(BOARD, ({ query }) => leaderboard(Number(query.get('id'))))
    .answer('POST other/api/game/play', ({ body }) => gameSession((body as { gameId: number }).gameId));
}

/** A message from the game in its frame (public/games/kit.js): its window, its opaque origin. */
function fromGame(message: { type: 'ready' | 'start' } | { type: 'over'; score: number }) {
  const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'vls-game', ...message }, origin: 'null', source: frame.contentWindow }));
  });
}

const status = () => screen.getByTestId('game-status');
const boardRows = () => within(screen.getByTestId('leaderboard')).getAllByTestId('leaderboard-row');

/** The game page drawn: its details and leaderboard (the game itself waits for its frame). */
async function shown() {
  await screen.findByTestId('game-about', {}, slow);
  await screen.findAllByTestId('leaderboard-row', {}, slow);
}

describe('a game (/game/choi-game/:game/:id)', () => {
  const cases = [
    { locale: 'vi', h1: 'Sút Phạt Đền', frame: 'Trò chơi: Sút Phạt Đền', facts: ['Thể thao', '2.418 lượt chơi', 'Điểm tối đa 750'], rating: 'Đánh giá', board: '7 người chơi', loading: 'Đang tải trò chơi…' },
    { locale: 'en', h1: 'Penalty Shootout', frame: 'Game: Penalty Shootout', facts: ['Sports', '2,418 plays', 'Top score 750'], rating: 'Rated', board: '7 players', loading: 'Loading the game…' },
    { locale: 'zh', h1: '點球大戰', frame: '遊戲：點球大戰', facts: ['體育', '2,418 次遊玩', '最高分 750'], rating: '評分', board: '7 位玩家', loading: '遊戲載入中…' },
  ] as const;
  it.each(cases)('shows the game in its sandboxed frame, how to play, the leaderboard and related games ($locale)', async (c) => {
    const page = await renderPage(ADDRESS, { api: gameApi(), locale: c.locale });
    await shown();
    const game = gameDetail(13, c.locale)!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    const frame = screen.getByTitle(c.frame);
    expect(frame.getAttribute('src')).toBe(`/games/penalty/index.html?lang=${c.locale}`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(status().textContent).toBe(c.loading);
    const about = screen.getByTestId('game-about');
    expect(about.textContent).toContain(game.description);
    expect(about.textContent).toContain(game.howToPlay);
    expect(within(about).getAllByRole('listitem').map((li) => li.textContent)).toEqual(game.instructions);
    for (const fact of c.facts) expect(about.textContent).toContain(fact);
    // The plays are the sessions the server counted; nobody rates a game, so no rating is shown.
    expect(screen.getByTestId('game-plays').textContent).toBe(c.facts[1]);
    expect(about.textContent).not.toContain(c.rating);
    expect(screen.getByTestId('leaderboard').textContent).toContain(c.board);
    expect(boardRows().map((row) => row.textContent)).toEqual(leaderboard(13).entries.map((e) => expect.stringContaining(e.displayName) as string));
    const related = screen.getByRole('heading', { level: 2, name: /Trò chơi cùng thể loại|More like this|同類遊戲/ }).closest('section')!;
    expect(within(related).getAllByTestId('game-card-name').map((n) => n.textContent)).toEqual(game.related.slice(0, 4).map((g) => g.name));
    expect(page.api.calls(BOARD)[0]!.query.get('id')).toBe('13');
  });

  it('tells a guest their round is not saved, and asks them to sign in from the keyboard', async () => {
    const page = await renderPage(ADDRESS, { api: gameApi(), width: PHONE });
    await shown();
    fromGame({ type: 'ready' });
    await page.ready();
    expect(status().getAttribute('data-state')).toBe('idle');
    expect(status().textContent).toContain('Bạn đang chơi với tư cách khách');
    fromGame({ type: 'start' });
    // The round has its session from the server (a guest's too), then ends.
    await vi.waitFor(() => expect(status().getAttribute('data-state')).toBe('playing'));
    fromGame({ type: 'over', score: 350 });
    expect(status().getAttribute('data-state')).toBe('guestOver');
    expect(within(status()).getByRole('status').textContent).toBe('Bạn được 350 điểm. Đăng nhập để lưu điểm ở lượt sau.');
    expect(page.api.calls('POST other/api/game/score')).toHaveLength(0);
    within(status()).getByRole('button', { name: 'Đăng nhập' }).focus();
    await page.user.keyboard('{Enter}');
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
  });

  it('saves a member’s round and shows them on the leaderboard, after a failed save is retried', async () => {
    const me = member();
    let saved = false;
    const api = gameApi()
      .answer(BOARD, () => leaderboard(13, 7, saved ? { userId: me.userId, displayName: me.displayName, score: 620 } : null))
      .fail('POST other/api/game/score', 503, 'Máy chủ đang bận, thử lại sau');
    const page = await renderPage(ADDRESS, { api, member: me });
    await shown();
    fromGame({ type: 'ready' });
    expect(status().textContent).toContain('Nhấn Chơi trong khung trò chơi để bắt đầu. Điểm của bạn sẽ được lưu.');
    fromGame({ type: 'start' });
    await vi.waitFor(() => expect(status().getAttribute('data-state')).toBe('playing'));
    expect(api.calls('POST other/api/game/play')[0]!.body).toEqual({ gameId: 13 });
    fromGame({ type: 'over', score: 620 });
    await vi.waitFor(() => expect(status().getAttribute('data-state')).toBe('saveFailed'));
    expect(status().textContent).toContain('Máy chủ đang bận, thử lại sau');

    api.answer('POST other/api/game/score', () => ((saved = true), scoreResult(13, 620, 620, 3)));
    await page.user.click(within(status()).getByRole('button', { name: 'Thử lại' }));
    await vi.waitFor(() => expect(status().getAttribute('data-state')).toBe('saved'));
    expect(within(status()).getByRole('status').textContent).toBe('Kỷ lục mới! 620 điểm · hạng 3');
    expect(api.calls('POST other/api/game/score').at(-1)!.body).toEqual({ sessionId: 5001, score: 620 });
    const mine = await screen.findByText('(bạn)', {}, slow);
    const row = mine.closest('[data-testid=leaderboard-row]')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row as HTMLElement).getByTestId('leaderboard-score').textContent).toBe('620');
    expect(row.textContent).toContain('3');
  });

  it('offers to load a game that never answers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage(ADDRESS, { api: gameApi() });
    await shown();
    const first = screen.getByTestId('game-frame');
    act(() => vi.advanceTimersByTime(15_000));
    expect(status().getAttribute('data-state')).toBe('frameFailed');
    expect(status().textContent).toContain('Trò chơi không tải được.');
    act(() => within(status()).getByRole('button', { name: 'Thử lại' }).click());
    expect(status().getAttribute('data-state')).toBe('loading');
    // A new frame, loading the game again.
    expect(screen.getByTestId('game-frame')).not.toBe(first);
  });

  it('says a game without scores has none yet', async () => {
    const api = gameApi().answer(BOARD, leaderboard(13, 0));
    await renderPage(ADDRESS, { api });
    expect((await screen.findByTestId('leaderboard-empty', {}, slow)).textContent).toBe('Chưa có điểm nào. Hãy là người đầu tiên!');
  });

  it('draws the game’s place while it loads, then a failed read with a retry', async () => {
    const api = gameApi();
    const held = api.hold(DETAIL);
    const page = await renderPage(ADDRESS, { api });
    const stage = await screen.findByTestId('game-page', {}, slow);
    expect(stage.querySelector('[aria-busy=true]')).not.toBeNull();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    api.fail(DETAIL, 500, 'Không đọc được trò chơi');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không đọc được trò chơi');
    api.answer(DETAIL, ({ query, language }) => gameDetail(Number(query.get('id')), language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await shown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sút Phạt Đền');
  });

  it('says an unknown game is not found, in the visitor’s language, with a way back', async () => {
    const api = gameApi().fail(DETAIL, 404, 'No game with id 99999');
    await renderPage('/game/choi-game/khong-co/99999', { api, locale: 'en' });
    const notFound = await screen.findByTestId('game-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Game not found');
    expect(notFound.textContent).toContain('No game with id 99999');
    expect(within(notFound).getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe('/game');
  });
});
