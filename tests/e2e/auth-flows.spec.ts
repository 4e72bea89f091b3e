/**
 * Identity end to end, against the real server. The user flows are paths generated from a small
 * machine whose states are what a user sees (guest, member, a login error); each path is a test.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { vi } from '../../locales/index.ts';
import { dropPreloadedAnswers } from './support/preload';

const SEEDED = { username: 'member100', password: 'matkhau123' };
/** A password the policy accepts (the seeded accounts keep theirs from before it). */
const NEW_PASSWORD = 'gió bấc đầu mùa 26';

/** What a visitor sees; events are what the visitor does. */
const userFlow = createMachine({
  id: 'user-flow',
  initial: 'guest',
  states: {
    guest: {
      on: { REGISTER: 'member', LOGIN: 'member', WRONG_PASSWORD: 'loginError' },
    },
    loginError: {
      on: { LOGIN: 'member' },
    },
    member: {
      on: { LOGOUT: 'guest', RELOAD: 'member', ACCESS_TOKEN_EXPIRES: 'member' },
    },
  },
});

const header = (page: Page) => page.getByTestId('header-account');

async function openDialog(page: Page) {
  if (await page.getByTestId('auth-dialog').isVisible()) return;
  // The server's static first paint draws the button too; the app's own opens the dialog.
  await expect(page.locator('#static-frame')).toHaveCount(0);
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
}

/** The account a flow signs in with: the one it registered, else a seeded member. */
const accounts = new WeakMap<Page, { username: string; password: string }>();

async function login(page: Page, password: string) {
  await openDialog(page);
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill((accounts.get(page) ?? SEEDED).username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;
}

/** The refresh token's cookie as the browser holds it (HttpOnly: only the test harness can read it). */
async function refreshCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'vls_refresh') ?? null;
}

/** Whether a request carries a member access token (the claims say kind "member"). */
function isMemberCall(authorization: string | null): boolean {
  const body = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!body) return false;
  try {
    return (JSON.parse(Buffer.from(body, 'base64url').toString()) as { kind?: string }).kind === 'member';
  } catch {
    return false;
  }
}

const actions: Record<string, (page: Page) => Promise<void>> = {
  async REGISTER(page) {
    await openDialog(page);
    await page.getByTestId('login-form').getByRole('button', { name: vi['auth.login.toRegister'] }).click();
    const form = page.getByTestId('register-form');
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await form.locator('input[name=email]').fill(`${username}@vidu.vn`);
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill(NEW_PASSWORD);
    accounts.set(page, { username, password: NEW_PASSWORD });
    // The inline uniqueness check answers before the form can be sent.
    await expect(page.getByTestId('field-username').locator('[data-state]')).toHaveAttribute('data-state', 'available');
    await form.locator('button[type=submit]').click();
  },
  LOGIN: (page) => login(page, (accounts.get(page) ?? SEEDED).password),
  WRONG_PASSWORD: (page) => login(page, 'sai-mat-khau-9'),
  async LOGOUT(page) {
    await page.getByTestId('account-menu-trigger').click();
    await page.getByTestId('logout').click();
  },
  RELOAD: async (page) => void (await page.reload()),
  async ACCESS_TOKEN_EXPIRES(page) {
    // The server turns the access token down once (as when it expires): the client must refresh it
    // from the HttpOnly cookie and repeat the call unnoticed.
    const before = (await refreshCookie(page))?.value;
    let refused = 0;
    await page.route('**/live/api/user/level/info', async (route) => {
      if (refused === 0 && isMemberCall(route.request().headers().authorization ?? null)) {
        refused += 1;
        return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, msg: 'expired', data: null }) });
      }
      return route.continue();
    });
    await page.goto('/tai-khoan/cap-do');
    await expect.poll(() => refused).toBe(1);
    await expect.poll(async () => (await refreshCookie(page))?.value).not.toBe(before);
    await expect(page.getByTestId('level-progress')).toBeVisible();
    await page.unroute('**/live/api/user/level/info');
  },
};

/** What the user must see in each state. */
const expectations: Record<string, (page: Page) => Promise<void>> = {
  async guest(page) {
    await expect(header(page)).toHaveAttribute('data-auth', 'guest');
    await expect(page.getByTestId('login-button')).toBeVisible();
    // The header turns to guest at once; the cookies change when the server has answered the logout.
    await expect.poll(() => refreshCookie(page)).toBeNull();
    await expect.poll(() => cookie(page, 'guestToken')).not.toBeNull();
    expect(await cookie(page, 'token')).toBeNull();
  },
  async loginError(page) {
    await expect(page.getByTestId('form-error')).toHaveText(/Tên đăng nhập hoặc mật khẩu không đúng/);
    await expect(header(page)).toHaveAttribute('data-auth', 'guest');
  },
  async member(page) {
    await expect(header(page)).toHaveAttribute('data-auth', 'member');
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0);
    await expect(page.getByTestId('account-menu-trigger')).toBeVisible();
    // The refresh token is an HttpOnly, SameSite=Strict cookie; no script can read any token.
    const refresh = await refreshCookie(page);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/live/api/user' });
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(refresh!.value);
    expect(visible).not.toMatch(/(^|; )(token|refreshToken)=/);
    // A member access token's claims begin {"kind":"member": none is in document.cookie.
    expect(visible).not.toContain('eyJraW5kIjoibWVtYmVy');
  },
};

/** Every transition of the flow, plus the journey the issue names: register → logout → login → reload. */
const journey = ['REGISTER', 'LOGOUT', 'LOGIN', 'RELOAD'];
const journeyPath = createTestModel(userFlow).getPathsFromEvents(journey.map((type) => ({ type })) as never)[0]!;
const paths: ModelPath[] = [
  ...transitionPaths(userFlow, {}),
  {
    description: journeyPath.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => `${step.event.type} → ${String(step.state.value)}`)
      .join(', '),
    input: undefined,
    initialValue: 'guest',
    steps: journeyPath.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({ event: step.event, value: step.state.value, snapshot: step.state })),
  },
];

test.describe('identity user flows', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const path of paths) {
    test(path.description, async ({ page }) => {
      await page.goto('/');
      await expectations.guest!(page);
      for (const step of path.steps) {
        await actions[step.event.type]!(page);
        await expectations[String(step.value)]!(page);
      }
    });
  }

  test('a first visit gets a guest token that lasts 7 days', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => cookie(page, 'guestToken')).not.toBeNull();
    const guestToken = (await page.context().cookies()).find((c) => c.name === 'guestToken')!;
    expect(guestToken.expires - Date.now() / 1000).toBeGreaterThan(604800 - 120);
    expect(guestToken.sameSite).toBe('Lax');
  });

  test('a 429 from the server shows the rate-limit warning', async ({ page }) => {
    await dropPreloadedAnswers(page);
    await page.route('**/other/api/resource/marquee/home-list', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 429, msg: 'Too many', data: null }) }),
    );
    await page.goto('/');
    await expect(page.getByTestId('toast').filter({ hasText: vi['toast.rateLimited'] })).toBeVisible();
  });
});
