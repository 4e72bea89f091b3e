import type { Page } from '@playwright/test';

/**
 * Takes the server's preloaded answers out of every document the page opens, before the app reads
 * them, so that each first call goes to the network (and its loading state shows). Rewriting the
 * document with route.fulfill instead would cost the page its loopback address, and Chromium's
 * local-network checks would then refuse its WebSocket.
 */
export async function dropPreloadedAnswers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drop = () => document.getElementById('preloaded-answers')?.remove();
    const observer = new MutationObserver(drop);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      drop();
      observer.disconnect();
    });
  });
}
