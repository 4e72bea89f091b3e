import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { member, session } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

describe('coming back from Google', () => {
  it('hands the code over once, then the member is home', async () => {
    const CALLBACK = 'POST other/api/user/login-google-callback';
    const api = memberShell(new FakeApi()).answer('GET live/api/user/info', member()).answer(CALLBACK, session(member()));
    const held = api.hold(CALLBACK);
    await renderPage('/sso/ggcallback?code=4%2F0Ab32j93&state=xyz', { api });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Đăng nhập bằng Google');
    await waitFor(() => expect(screen.getByTestId('sso-callback').getAttribute('data-state')).toBe('working'));
    expect(within(screen.getByTestId('sso-callback')).getByRole('status').textContent).toContain('Đang');
    held.release();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.calls(CALLBACK)).toHaveLength(1);
    expect(api.calls(CALLBACK)[0]!.body).toEqual({ authorizationCode: '4/0Ab32j93', state: 'xyz' });
  });

  it('says why when Google refused or the address has no code, and offers to sign in again', async () => {
    const refused = await renderPage('/sso/ggcallback?error=access_denied', { api: new FakeApi() });
    await refused.ready();
    expect(screen.getByTestId('sso-callback').getAttribute('data-state')).toBe('failed');
    expect(screen.getByTestId('sso-callback').textContent).toContain('access_denied');
    refused.unmount();
    const empty = await renderPage('/sso/ggcallback', { api: new FakeApi(), locale: 'en' });
    await empty.ready();
    expect(screen.getByTestId('sso-callback').getAttribute('data-state')).toBe('failed');
    await empty.user.click(within(screen.getByTestId('sso-callback')).getByRole('button'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });
});
