/**
 * A member's security page (/tai-khoan/bao-mat) end to end, with two real sessions: the test
 * registers its own account, so ending sessions and changing a password touch no one else. The
 * register form's password hints and what each account section shows are page tests
 * (src/features/account/pages/account-page.page.test.tsx).
 */
import type { Page } from '@playwright/test';
import { submitRegistration } from './support/a11y';
import { expect, openContext, test } from './support/test';
import { vi, en } from '../../locales/index.ts';

const PASSWORD = 'gió bấc đầu mùa 26';

async function openRegister(page: Page) {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-form').getByRole('button', { name: vi['auth.login.toRegister'] }).click();
  return page.getByTestId('register-form');
}

/** Registers a new member through the form and answers its username. */
async function register(page: Page): Promise<string> {
  await openRegister(page);
  const username = `sec${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return submitRegistration(page, username, PASSWORD);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
}

test.describe('account security', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a member sees their devices, signs another one out, and changes the password', async ({ page, browser }) => {
    const username = await register(page);
    const phone = await openContext(browser, { locale: 'en-US', viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' });
    await phone.addCookies([{ name: 'language', value: 'en', url: test.info().project.use.baseURL! }]);
    const phonePage = await phone.newPage();
    await signIn(phonePage, username, PASSWORD);

    await page.goto('/tai-khoan/bao-mat');
    const devices = page.getByTestId('session');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText(vi['account.security.thisDevice']);
    await expect(devices.nth(1)).toContainText('Safari');
    await expect(devices.nth(1)).toContainText('iPhone');

    // The other device is signed out: its next member call finds no session, and it is a guest again.
    await devices.nth(1).getByRole('button', { name: /Đăng xuất/ }).click();
    await expect(devices).toHaveCount(1);
    await expect(page.getByText(vi['account.security.onlyThis'])).toBeVisible();
    await phonePage.goto('/tai-khoan/ho-so');
    await expect(phonePage.getByTestId('header-account')).toHaveAttribute('data-auth', 'guest');
    await expect(phonePage.getByTestId('account-guest')).toBeVisible();

    // The phone signs in again; a password change ends its session and keeps this one.
    await signIn(phonePage, username, PASSWORD);
    await page.reload();
    await expect(devices).toHaveCount(2);
    const change = page.getByTestId('change-password');
    await change.locator('input[name=current-password]').fill(PASSWORD);
    await change.locator('input[name=new-password]').fill('12345678');
    await expect(page.getByTestId('field-new-password')).toContainText(vi['validation.password.common']);
    const next = 'mưa phùn ngõ nhỏ 1998';
    await change.locator('input[name=new-password]').fill(next);
    await change.locator('input[name=repeat-password]').fill(next);
    await change.getByRole('button', { name: vi['account.security.changePassword'] }).click();
    await expect(page.getByTestId('password-changed')).toContainText('Đã đăng xuất 1 thiết bị khác');
    await expect(devices).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    await expect(page.getByTestId('session')).toHaveCount(1);

    await phonePage.goto('/tai-khoan/ho-so');
    await expect(phonePage.getByTestId('header-account')).toHaveAttribute('data-auth', 'guest');
    await signIn(phonePage, username, next);
    await phonePage.goto('/tai-khoan/bao-mat');
    await expect(phonePage.getByRole('heading', { name: en['account.security.devicesTitle'] })).toBeVisible();
    await expect(phonePage.getByTestId('session').first()).toContainText(en['account.security.thisDevice']);
    await phone.close();
  });
});
