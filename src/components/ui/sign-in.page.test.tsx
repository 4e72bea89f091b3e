import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { menu } from '../../testing/fixtures/shell';

// The sign-in kit as a guest meets it on a page that asks them to sign in (the commentator application).

describe('the guest’s way to sign in', () => {
  it('opens the login view, and the register view, of the account dialog', async () => {
    for (const [name, form] of [['Đăng nhập', 'login-form'], ['Đăng ký', 'register-form']] as const) {
      const page = await renderPage('/ung-tuyen-binh-luan-vien', { api: new FakeApi() });
      const prompt = await screen.findByTestId('commentator-guest');
      fireEvent.click(within(prompt).getByRole('button', { name }));
      expect(await screen.findByTestId(form)).toBeTruthy();
      page.unmount();
    }
  });
});

describe('Google sign-in in the account dialog', () => {
  it('offers "Continue with Google" on the login and register views when the server is set up for it', async () => {
    for (const form of ['login-form', 'register-form'] as const) {
      const api = new FakeApi().answer('POST al/api/live/menu', ({ language }) => menu(language, ['google']));
      const page = await renderPage('/ung-tuyen-binh-luan-vien', { api });
      fireEvent.click(within(await screen.findByTestId('commentator-guest')).getByRole('button', { name: form === 'login-form' ? 'Đăng nhập' : 'Đăng ký' }));
      const view = await screen.findByTestId(form);
      expect(await within(view).findByRole('button', { name: 'Tiếp tục với Google' })).toBeTruthy();
      expect(within(view).getByText('hoặc')).toBeTruthy();
      page.unmount();
    }
  });

  it('shows no Google button, nor its "or", on a server without Google sign-in', async () => {
    for (const form of ['login-form', 'register-form'] as const) {
      const api = new FakeApi();
      const page = await renderPage('/ung-tuyen-binh-luan-vien', { api });
      fireEvent.click(within(await screen.findByTestId('commentator-guest')).getByRole('button', { name: form === 'login-form' ? 'Đăng nhập' : 'Đăng ký' }));
      const view = await screen.findByTestId(form);
      // The server's menu answer (its footer) is in: it offered no Google.
      await screen.findAllByText('Về chúng tôi');
      expect(within(view).queryByTestId('google-login')).toBeNull();
      expect(within(view).queryByText('hoặc')).toBeNull();
      page.unmount();
    }
  });
});
