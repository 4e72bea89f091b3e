import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';

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
