/** Scores of game sessions and their limits, leaderboards, the football quiz and the games' own files. */
import { describe, expect, it } from 'vitest';
import { makeTestApp, testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import { auth, get, guestToken, HAN, makeMember, post, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { GameCard, GameDetail, GameLeaderboard, GameQuiz, GameScoreResult, GameSession } from '../../../../contracts/schemas/media/games.ts';
import { GAME_ENGINES, GAME_LIMITS, GAME_SCORE_RATE, scoreProblem } from '../../../../contracts/game-engines.ts';
import { clock } from '../../../src/clock.ts';
import { buildQuiz } from '../../../src/routes/games/quiz.ts';
import { randomSource } from '../../../src/db/seed/seed-kit.ts';

const t = testAppOfFile(makeTestApp, SETUP_TIMEOUT);
const { stopAt, resume } = clockStops();

/** Moves the server's clock forward by `seconds` (from now on). */
function later(seconds: number) {
  stopAt(clock.now() + seconds * 1000);
}

// Game 13 "Sút Phạt Đền" plays the penalty shoot-out, 33 "Tâng Bóng" keepy-uppy, 36 "Xếp Hình Sân Bóng" the slide puzzle.
const PENALTY = 13;
const KEEPY = 33;
const SLIDE = 36;

async function start(token: string, gameId = PENALTY) {
  const res = await post<GameSession>(t, '/other/api/game/play', { gameId }, auth(token));
  expect(res.status).toBe(200);
  return res.body.data.sessionId;
}

const score = (token: string, sessionId: number, value: number, lang = 'en') =>
  post<GameScoreResult>(t, '/other/api/game/score', { sessionId, score: value }, auth(token, lang));

describe('scoreProblem', () => {
  it.each([
    ['penalty', 750, 5, null],
    ['penalty', 751, 60, 'tooHigh'],
    ['penalty', 730, 60, 'impossible'],
    ['marble', 1050, 60, 'impossible'],
    ['slide', 49, 60, 'impossible'],
    ['memory', 99, 60, 'impossible'],
    ['memory', 1000, 6, null],
    ['penalty', 300, 4.9, 'tooSoon'],
    ['keepy', 40, 10, null],
    ['keepy', 41, 10, 'tooFast'],
    ['keepy', 2001, 9999, 'tooHigh'],
    ['quiz', 1500, 8, null],
    ['marble', 125_000, 4, null],
    ['marble', 0, 3, 'tooSoon'],
    ['slide', 900, 3, 'tooSoon'],
  ] as const)('%s: %i points after %is → %s', (engine, points, seconds, problem) => {
    expect(scoreProblem(engine, points, seconds)).toBe(problem);
  });
});

describe('POST /other/api/game/score', () => {
  it('keeps a member’s score once, with their best and rank', async () => {
    const member = await makeMember(t, 950001);
    // 400 touches in 300 seconds: above every seeded member's keepy-uppy, so first.
    const sessionId = await start(member, KEEPY);
    later(300);
    const first = await score(member, sessionId, 400);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ sessionId, gameId: KEEPY, score: 400, best: 400, isBest: true, rank: 1 });
    const again = await score(member, sessionId, 500);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, msg: `Play session ${sessionId} already has its score: one score per session`, data: null });
    // A lower score later keeps the best.
    const next = await start(member, KEEPY);
    later(60);
    const lower = await score(member, next, 200);
    expect(lower.body.data).toMatchObject({ score: 200, best: 400, isBest: false, rank: 1 });
    // A round scored below the seeded members' best takes its place among them.
    const penalty = await start(member, PENALTY);
    later(30);
    const board = (await get<GameLeaderboard>(t, `/other/api/game/leaderboard?id=${PENALTY}`)).body.data;
    const placed = await score(member, penalty, 100);
    expect(placed.body.data.rank).toBeGreaterThan(board.entries.filter((e) => e.score > 100).length);
    expect(placed.body.data.rank).toBeLessThanOrEqual(board.players + 1);
  });

  it('refuses guests, anonymous callers and other members’ sessions', async () => {
    const guest = guestToken(t, 'g-score');
    const guestSession = await start(guest);
    later(30);
    const asGuest = await score(guest, guestSession, 100);
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.msg).toBe('Sign in to save your score and join the leaderboard');
    const anonymous = await post(t, '/other/api/game/score', { sessionId: guestSession, score: 1 }, { 'x-language': 'vi' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe('Đăng nhập để lưu điểm và lên bảng xếp hạng');
    const owner = await makeMember(t, 950002);
    const other = await makeMember(t, 950003);
    const sessionId = await start(owner);
    const stolen = await score(other, sessionId, 100);
    expect(stolen.status).toBe(403);
    expect(stolen.body.msg).toBe(`Play session ${sessionId} is not yours`);
    expect((await score(other, guestSession, 100)).status).toBe(403);
    const missing = await score(other, 99_999_999, 100);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No play session 99999999');
  });

  it('refuses a score above the game’s maximum, too soon, too fast or too late', async () => {
    const member = await makeMember(t, 950004);
    const high = await start(member);
    later(60);
    const tooHigh = await score(member, high, GAME_LIMITS.penalty.maxScore + 1);
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.msg).toBe(`A score of 751 is above this game’s maximum of 750`);
    // Goals are 100 or 150: the shoot-out cannot give 333.
    const odd = await score(member, high, 333);
    expect(odd.status).toBe(422);
    expect(odd.body.msg).toBe('This game cannot give a score of 333');
    const oddVi = await score(member, high, 333, 'vi');
    expect(oddVi.body.msg).toBe('Trò chơi này không thể cho điểm 333');
    resume();
    const soon = await start(member);
    const tooSoon = await score(member, soon, 100);
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.msg).toMatch(/^That round was too short: at least 5 seconds, it lasted [0-4]$/);
    // The refused posts left the sessions open: a sane score is still taken.
    later(20);
    expect((await score(member, soon, 100)).status).toBe(200);
    const fast = await start(member, KEEPY);
    later(10);
    const tooFast = await score(member, fast, 100, 'zh');
    expect(tooFast.status).toBe(422);
    expect(tooFast.body.msg).toMatch(HAN);
    expect((await score(member, fast, 40)).status).toBe(200);
    const old = await start(member);
    later(3 * 3600 + 1);
    // A token issued now: the first one has run out by then.
    const expired = await score(await makeMember(t, 950004), old, 100);
    expect(expired.status).toBe(410);
    expect(expired.body.msg).toBe(`Play session ${old} is older than 3 hours: start a new round`);
  });

  it('answers 400 for a bad body', async () => {
    const member = await makeMember(t, 950005);
    const negative = await post(t, '/other/api/game/score', { sessionId: 1, score: -1 }, auth(member, 'en'));
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toBe('body.score is invalid');
    const fraction = await post(t, '/other/api/game/score', { sessionId: 1, score: 1.5 }, auth(member, 'en'));
    expect(fraction.body.msg).toBe('body.score must be of type integer');
    const none = await post(t, '/other/api/game/score', { score: 1 }, auth(member, 'en'));
    expect(none.body.msg).toBe('body.sessionId is required');
  });

  it(`limits a member to ${GAME_SCORE_RATE.max} scores a minute`, async () => {
    const member = await makeMember(t, 950006);
    const answers: number[] = [];
    for (let i = 0; i <= GAME_SCORE_RATE.max; i++) answers.push((await score(member, 88_000_000 + i, 1)).status);
    expect(answers.slice(0, GAME_SCORE_RATE.max).every((status) => status === 404)).toBe(true);
    const limited = await score(member, 1, 1);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: 'Too many scores sent: try again in a minute', data: null });
    // Another member is not held back.
    const other = await makeMember(t, 950007);
    expect((await score(other, 88_100_000, 1)).status).toBe(404);
  });
});

describe('GET /other/api/game/leaderboard', () => {
  it('ranks each member’s best score, first come first placed, with the caller’s own row', async () => {
    const seeded = (await get<GameLeaderboard>(t, `/other/api/game/leaderboard?id=${SLIDE}`)).body.data;
    // The seeded members' rounds: the board is never empty beside the plays.
    expect(seeded.players).toBeGreaterThan(0);
    expect(seeded.entries).toHaveLength(Math.min(10, seeded.players));
    const ids = [950101, 950102, 950103];
    const tokens = await Promise.all(ids.map((id) => makeMember(t, id)));
    // Above any seeded round (the slide puzzle's seeded members take 22 moves and 25 seconds at least).
    const play = async (token: string, points: number, offset: number) => {
      const sessionId = await start(token, SLIDE);
      later(60 + offset);
      expect((await score(token, sessionId, points)).status).toBe(200);
    };
    await play(tokens[0]!, 990, 0);
    await play(tokens[1]!, 995, 1);
    await play(tokens[2]!, 990, 2);
    await play(tokens[0]!, 800, 3);
    const board = await get<GameLeaderboard>(t, `/other/api/game/leaderboard?id=${SLIDE}`, auth(tokens[2]!));
    expect(board.status).toBe(200);
    expect(board.body.data.players).toBe(seeded.players + 3);
    expect(board.body.data.entries.slice(0, 3).map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, 950102, 995],
      [2, 950101, 990],
      [3, 950103, 990],
    ]);
    // Below them, the seeded top, in the same order.
    expect(board.body.data.entries.slice(3).map((e) => e.userId)).toEqual(seeded.entries.slice(0, 7).map((e) => e.userId));
    const scores = board.body.data.entries.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(board.body.data.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.body.data.entries[0]).toMatchObject({ displayName: 'Media Test 950102', avatar: '/media/avatar/950102.svg' });
    expect(board.body.data.me).toMatchObject({ rank: 3, userId: 950103, score: 990 });
    const guest = await get<GameLeaderboard>(t, `/other/api/game/leaderboard?id=${SLIDE}`, auth(guestToken(t)));
    expect(guest.body.data.me).toBeNull();
    const missing = await get(t, '/other/api/game/leaderboard?id=999', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No game with id 999');
  });

  it('agrees with the plays: every game’s board holds its scored rounds, fewer players than plays', async () => {
    const all = (await get<Page<GameCard>>(t, '/other/api/game/list?tab=game-all&pageSize=50')).body.data.list;
    for (const game of all) {
      const board = (await get<GameLeaderboard>(t, `/other/api/game/leaderboard?id=${game.id}`)).body.data;
      expect(board.players, game.name).toBeGreaterThan(0);
      expect(board.players, game.name).toBeLessThan(game.plays);
      for (const entry of board.entries) expect(scoreProblem(game.engine, entry.score, 3600), `${game.name} ${entry.score}`).toBeNull();
    }
  });
});

describe('GET /other/api/game/quiz', () => {
  it('asks ten questions from the seeded football data, the same for the same seed', async () => {
    const en = await get<GameQuiz>(t, '/other/api/game/quiz?seed=7', { 'x-language': 'en' });
    expect(en.status).toBe(200);
    expect(en.body.data.seed).toBe(7);
    expect(en.body.data.questions).toHaveLength(10);
    for (const q of en.body.data.questions) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBeLessThan(4);
    }
    expect((await get<GameQuiz>(t, '/other/api/game/quiz?seed=7', { 'x-language': 'en' })).body.data).toEqual(en.body.data);
    const zh = await get<GameQuiz>(t, '/other/api/game/quiz?seed=7', { 'x-language': 'zh' });
    expect(zh.body.data.questions[0]!.prompt).toMatch(HAN);
    expect(zh.body.data.questions.map((q) => q.answer)).toEqual(en.body.data.questions.map((q) => q.answer));
    const bad = await get(t, '/other/api/game/quiz?seed=-1', { 'x-language': 'en' });
    expect(bad.status).toBe(400);
  });

  it('buildQuiz puts the right answer among distinct options and skips facts it cannot ask', () => {
    const teams = ['A', 'B', 'C', 'D'].map((name, i) => ({
      name,
      venue: i === 0 ? null : `${name} Park`,
      manager: `${name} Boss`,
      league: `League ${name}`,
      city: `${name} City`,
      founded: String(1900 + i),
    }));
    const quiz = buildQuiz(randomSource('t'), teams, [{ name: 'P', team: 'B' }], 'en', 6);
    expect(quiz).toHaveLength(6);
    const manager = quiz.find((q) => q.prompt.startsWith('Who manages'))!;
    expect(manager.options[manager.answer]).toBe(`${manager.prompt.slice('Who manages '.length, -1)} Boss`);
    // Three venues only: no venue question can have four options.
    expect(quiz.some((q) => q.prompt.startsWith('Which ground'))).toBe(false);
  });
});

describe('GET /games/…', () => {
  it('serves every engine’s page, script and the kit to an opaque-origin frame', async () => {
    for (const engine of GAME_ENGINES) {
      const page = await t.app.inject({ method: 'GET', url: `/games/${engine}/index.html` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(page.headers['content-security-policy']).toContain("connect-src 'none'");
      expect(page.body).toContain('../kit.js');
      expect(page.body).toContain(`<title>${engine}</title>`);
      const script = await t.app.inject({ method: 'GET', url: `/games/${engine}/game.js` });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    const kit = await t.app.inject({ method: 'GET', url: '/games/kit.js' });
    expect(kit.statusCode).toBe(200);
    expect(kit.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 for unknown engines, files and escapes', async () => {
    for (const url of ['/games/chess/index.html', '/games/penalty/nothing.js', '/games/penalty/..%2F..%2Fpackage.json', '/games/index.html', '/games/penalty/Game.JS']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('every seeded game plays an engine', () => {
  it('each engine has exactly one game and the detail names it', async () => {
    const all = (await get<Page<GameCard>>(t, '/other/api/game/list?tab=game-all&pageSize=50')).body.data.list;
    const engines: string[] = [];
    for (const game of all) engines.push((await get<GameDetail>(t, `/other/api/game/detail?id=${game.id}`)).body.data.engine);
    expect(engines.sort()).toEqual([...GAME_ENGINES].sort());
  });
});
