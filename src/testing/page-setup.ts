/** Before each page test: a fresh document, no cookies, no stored tokens or lists, the real fetch back. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAllTokens } from '../../api/session';

// A page waited for (findBy…, waitFor) may take a few seconds on a loaded 2-core machine: a page's
// chunk and catalogue load first. The same bound as ready().
configure({ asyncUtilTimeout: 5_000 });

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
