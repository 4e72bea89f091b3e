/** Before each page test: a fresh document, no cookies, no stored tokens or lists, the real fetch back. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAllTokens } from '../../api/session';

afterEach(() => {
  cleanup();
  clearAllTokens();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
