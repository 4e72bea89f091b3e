import type { Page } from '@playwright/test';

/**
 * The server embeds the first answers of a page in its HTML (docs/seo.md); a test that makes one of
 * those calls fail through page.route() takes them out of the document first, so the call really
 * goes to the network.
 */
export async function withoutPreloadedAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="preloaded-answers">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
}
